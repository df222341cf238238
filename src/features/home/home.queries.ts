import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';

/** "Expiring soon" means within this many days. */
export const EXPIRY_WARNING_DAYS = 3;
/** Pending invitations read (soonest expiry first) to find those expiring soon. */
export const EXPIRING_PAGE_SIZE = 20;

/**
 * Home reads counts from the list endpoints (page_size=1, then `count`). Each key sits under its
 * resource's root key, so creating a segment or changing an invitation elsewhere (which
 * invalidates that root) refreshes the overview too. Portfolio, report and invitation counts come
 * from the shared factories in src/lib.
 */
export const homeKeys = {
  segmentCount: (organizationId: string) => ['segments', 'count', organizationId] as const,
  expiring: (organizationId: string) => ['invitations', 'expiring', organizationId] as const,
};

export const homeQueries = {
  segmentCount: (organizationId: string) =>
    queryOptions({
      queryKey: homeKeys.segmentCount(organizationId),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            api.GET('/api/v1/segments/', {
              params: { query: { organization_id: organizationId, page: 1, page_size: 1 } },
              signal,
            }),
          )
        ).count,
    }),
  /** Pending invitations, soonest expiry first (the `ordering` extension). */
  expiring: (organizationId: string) =>
    queryOptions({
      queryKey: homeKeys.expiring(organizationId),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/v1/organization-invitations/', {
            params: {
              query: {
                organization_id: organizationId,
                status: 0,
                ordering: 'expiry_date',
                page: 1,
                page_size: EXPIRING_PAGE_SIZE,
              },
            },
            signal,
          }),
        ),
    }),
};

type InvitationPage = components['schemas']['PaginatedOrganizationInvitationList'];

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
