import type { InvitationListParams, InvitationPage } from '../../queries/invitations';

/** "Expiring soon" means within this many days. */
export const EXPIRY_WARNING_DAYS = 3;
/** Pending invitations read (soonest expiry first) to find those expiring soon. */
const EXPIRING_PAGE_SIZE = 20;

/** Pending invitations, soonest expiry first (the `ordering` extension): where expiring ones are. */
export function expiringParams(organizationId: string): InvitationListParams {
  return {
    organizationId,
    status: 0,
    ordering: 'expiry_date',
    page: 1,
    pageSize: EXPIRING_PAGE_SIZE,
  };
}

/**
 * The pending invitations of a page that expire within EXPIRY_WARNING_DAYS of `now`, soonest first.
 * `more` says the page was full of them, so the next page may hold others.
 */
export function expiringSoon(page: InvitationPage, now: number) {
  const limit = now + EXPIRY_WARNING_DAYS * 24 * 3600 * 1000;
  const soon = page.results
    .filter((invitation) => {
      const expiry = Date.parse(invitation.expiry_date);
      return expiry > now && expiry <= limit;
    })
    .sort((a, b) => Date.parse(a.expiry_date) - Date.parse(b.expiry_date));
  return { soon, more: soon.length === EXPIRING_PAGE_SIZE && page.count > EXPIRING_PAGE_SIZE };
}
