import type { Collected } from '../../lib/collect-pages';
import type { Invitation, InvitationListParams, InvitationPage } from '../../queries/invitations';

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

export interface Expiring {
  /** The pending invitations found that expire within EXPIRY_WARNING_DAYS, soonest first. */
  soon: Invitation[];
  /** Every invitation read expires soon and the list goes on, so others may too. */
  more: boolean;
  /**
   * Set when the dashboard could not read every pending invitation and the service could not
   * list them by expiry: how many it read, of how many. Those left unread may expire sooner.
   */
  partial: { read: number; count: number } | null;
}

function within(invitations: Invitation[], now: number): Invitation[] {
  const limit = now + EXPIRY_WARNING_DAYS * 24 * 3600 * 1000;
  return invitations
    .filter((invitation) => {
      const expiry = Date.parse(invitation.expiry_date);
      return expiry > now && expiry <= limit;
    })
    .sort((a, b) => Date.parse(a.expiry_date) - Date.parse(b.expiry_date));
}

/**
 * From the first page of pending invitations, soonest expiry first (`expiringParams`), on a
 * service that sorts: the soonest are all on it.
 */
export function expiringOnSortedPage(page: InvitationPage, now: number): Expiring {
  const soon = within(page.results, now);
  return {
    soon,
    more: soon.length === EXPIRING_PAGE_SIZE && page.count > EXPIRING_PAGE_SIZE,
    partial: null,
  };
}

/**
 * From the pending invitations the dashboard collected itself, where the service cannot list them
 * by expiry: a first page in the service's own order could miss the soonest, so all of them are
 * read, up to the cap of `collectPages`, and sorted here.
 */
export function expiringAmong(collected: Collected<Invitation>, now: number): Expiring {
  const soon = within(collected.items, now);
  return {
    soon,
    more: !collected.complete && soon.length > 0,
    partial: collected.complete ? null : { read: collected.items.length, count: collected.count },
  };
}
