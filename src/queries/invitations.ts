import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isApiError } from '../api/errors';
import type { components, paths } from '../api/schema.gen';
import { collectPages } from '../lib/collect-pages';
import type { InvitationStatus } from '../lib/invitation-status';

export type Invitation = components['schemas']['OrganizationInvitation'];
export type InvitationRequest = components['schemas']['OrganizationInvitationRequest'];
export type InvitationPage = components['schemas']['PaginatedOrganizationInvitationList'];
type InvitationQuery = NonNullable<
  paths['/api/v1/organization-invitations/']['get']['parameters']['query']
>;
export type InvitationOrdering = NonNullable<InvitationQuery['ordering']>;

export interface InvitationListParams {
  organizationId: string;
  status: InvitationStatus | null;
  ordering: InvitationOrdering;
  page: number;
  pageSize: number;
}

/** How many pages of INVITATION_PAGE_SIZE invitations `everything` reads before it stops. */
export const INVITATION_PAGE_CAP = 5;
export const INVITATION_PAGE_SIZE = 100;

/**
 * Every invitation key starts with ['invitations'], so one invalidation of the root refreshes the
 * invitations page's lists and counts, home's overview and the portfolio access lists alike.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (params: InvitationListParams) => [...invitationKeys.lists(), params] as const,
  counts: () => [...invitationKeys.all, 'count'] as const,
  count: (organizationId: string, status: InvitationStatus) =>
    [...invitationKeys.counts(), organizationId, status] as const,
  everything: (organizationId: string) =>
    [...invitationKeys.all, 'everything', organizationId] as const,
  pending: (organizationId: string) => [...invitationKeys.all, 'pending', organizationId] as const,
  orderingSupport: (organizationId: string) =>
    [...invitationKeys.all, 'ordering-support', organizationId] as const,
};

/**
 * Whether the service sorts the list as `ordering` asks. `ordering` is an extension: a service with
 * only the published interface ignores it and answers in its own order. `unknown`: the
 * organization has fewer than two invitations, so no order can be seen (nor matters).
 */
export type OrderingSupport = 'sorts' | 'ignores' | 'unknown';

/**
 * The verdict from the first row of the list asked in two opposite orders. A service that ignores
 * `ordering` answers both alike, so the same row leads; one that sorts leads with the soonest
 * expiry, then with the latest, which differ unless every invitation expires at the same instant
 * (each save sets its own expiry, so that takes a whole organization saved at once).
 */
function orderingVerdict(ascending: InvitationPage, descending: InvitationPage): OrderingSupport {
  const [first, last] = [ascending.results[0], descending.results[0]];
  if (ascending.count < 2 || descending.count < 2 || !first || !last) return 'unknown';
  return first.id === last.id ? 'ignores' : 'sorts';
}

/** Administrators only: others get 403 from the invitations list. */
function getInvitationPage(query: InvitationQuery, signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/organization-invitations/', { params: { query }, signal }));
}

export const invitationQueries = {
  list: (params: InvitationListParams) =>
    queryOptions({
      queryKey: invitationKeys.list(params),
      queryFn: ({ signal }) =>
        getInvitationPage(
          {
            organization_id: params.organizationId,
            status: params.status ?? undefined,
            ordering: params.ordering,
            page: params.page,
            page_size: params.pageSize,
          },
          signal,
        ),
      placeholderData: keepPreviousData,
      // The route asks for this page before the page mounts; a refusal it got is the answer (the
      // page shows it with a retry), not a reason to ask again on mount.
      retryOnMount: false,
    }),

  /** How many invitations of an organization have a status: one page of one item, and its `count`. */
  count: (organizationId: string, status: InvitationStatus) =>
    queryOptions({
      queryKey: invitationKeys.count(organizationId, status),
      queryFn: async ({ signal }) =>
        (
          await getInvitationPage(
            { organization_id: organizationId, status, page: 1, page_size: 1 },
            signal,
          )
        ).count,
      // Prefetched by the invitations route before its page mounts: a refusal is not asked twice.
      retryOnMount: false,
    }),

  /**
   * Whether the service sorts invitations (see OrderingSupport): two pages of one row, in opposite
   * orders. Asked rather than read from the rows of a page asked in some order: rows can happen
   * to lie in the order asked (the service's own order may be that one), and checking an order
   * would need the service's collation of names and e-mail addresses, which a client cannot
   * know. Kept for the session; since it sits under invitationKeys.all, a change to the
   * invitations asks again, which also settles `unknown` once there are two.
   */
  orderingSupport: (organizationId: string) =>
    queryOptions({
      queryKey: invitationKeys.orderingSupport(organizationId),
      queryFn: async ({ signal }): Promise<OrderingSupport> => {
        const first = (ordering: InvitationOrdering) =>
          getInvitationPage(
            { organization_id: organizationId, ordering, page: 1, page_size: 1 },
            signal,
          );
        const [ascending, descending] = await Promise.all([
          first('expiry_date'),
          first('-expiry_date'),
        ]);
        return orderingVerdict(ascending, descending);
      },
      staleTime: Infinity,
      gcTime: Infinity,
      // Prefetched by the invitations route: a refusal it got is not asked again on mount.
      retryOnMount: false,
    }),

  /**
   * The organization's pending invitations, up to the same cap as `everything`: where the service
   * cannot list them by expiry, home looks for the ones expiring soon among them all.
   */
  pending: (organizationId: string) =>
    queryOptions({
      queryKey: invitationKeys.pending(organizationId),
      queryFn: ({ signal }) =>
        collectPages(
          (page) =>
            getInvitationPage(
              { organization_id: organizationId, status: 0, page, page_size: INVITATION_PAGE_SIZE },
              signal,
            ),
          INVITATION_PAGE_CAP,
        ),
    }),

  /**
   * The organization's invitations, up to a cap: the list cannot be filtered by portfolio, so a
   * portfolio's access list keeps those whose accessible_portfolios include it.
   */
  everything: (organizationId: string) =>
    queryOptions({
      queryKey: invitationKeys.everything(organizationId),
      queryFn: ({ signal }) =>
        collectPages(
          (page) =>
            getInvitationPage(
              { organization_id: organizationId, page, page_size: INVITATION_PAGE_SIZE },
              signal,
            ),
          INVITATION_PAGE_CAP,
        ),
    }),
};

export interface SaveResult {
  invitation: Invitation;
  /** The PUT created the invitation (201) rather than replacing one (200). */
  created: boolean;
}

/** PUT creates when the id is new and replaces otherwise (docs/decisions.md); the status code says which. */
async function putInvitation(id: string, body: InvitationRequest): Promise<SaveResult> {
  let created = false;
  const invitation = await unwrap(
    api
      .PUT('/api/v1/organization-invitations/{id}/', { params: { path: { id } }, body })
      .then((result) => {
        created = result.response.status === 201;
        return result;
      }),
  );
  return { invitation, created };
}

async function deleteInvitation(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/v1/organization-invitations/{id}/', { params: { path: { id } } }));
}

/** The full writable body of an existing invitation, with some fields changed (PUT replaces). */
export function requestFromInvitation(
  invitation: Invitation,
  changes: Partial<InvitationRequest> = {},
): InvitationRequest {
  return {
    email: invitation.email,
    organization_id: invitation.organization.id,
    status: invitation.status,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    role: invitation.role,
    accessible_portfolio_ids: invitation.accessible_portfolios.map((portfolio) => portfolio.id),
    ...changes,
  };
}

const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: invitationKeys.all });

/** Invite (new id) or edit (the row's id); lists and counts refresh afterwards. */
export function useSaveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InvitationRequest }) => putInvitation(id, body),
    onSettled: () => refreshAll(queryClient),
  });
}

const DAY_MS = 24 * 3600 * 1000;

/** The row as it will read once the server accepts the new status (a save restarts the expiry). */
export function withStatus(invitation: Invitation, status: InvitationStatus, now = Date.now()) {
  return {
    ...invitation,
    status,
    expiry_date: new Date(now + 7 * DAY_MS).toISOString(),
  } satisfies Invitation;
}

/**
 * A one-click status move (cancel, revoke, re-open), shown at once in every cached page that holds
 * the row and put back if the server refuses it.
 */
export function useSetInvitationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, status }: { invitation: Invitation; status: InvitationStatus }) =>
      putInvitation(invitation.id, requestFromInvitation(invitation, { status })),
    onMutate: async ({ invitation, status }) => {
      await queryClient.cancelQueries({ queryKey: invitationKeys.lists() });
      const snapshot = queryClient.getQueriesData<InvitationPage>({
        queryKey: invitationKeys.lists(),
      });
      queryClient.setQueriesData<InvitationPage>({ queryKey: invitationKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((row) =>
                row.id === invitation.id ? withStatus(row, status) : row,
              ),
            }
          : page,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refreshAll(queryClient),
  });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => deleteInvitation(invitation.id),
    onSettled: () => refreshAll(queryClient),
  });
}

/** Deleting what someone else deleted meanwhile reaches the goal all the same. */
function ignoreNotFound(error: unknown): void {
  if (isApiError(error) && error.isNotFound) return;
  throw error;
}

export interface BulkOutcome {
  done: Invitation[];
  failed: { invitation: Invitation; error: unknown }[];
}

/** Revokes or deletes several invitations, one request each; some may fail while others succeed. */
export function useBulkInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      invitations,
    }: {
      action: 'revoke' | 'delete';
      invitations: Invitation[];
    }): Promise<BulkOutcome> => {
      const results = await Promise.allSettled(
        invitations.map((invitation) =>
          action === 'delete'
            ? deleteInvitation(invitation.id).catch(ignoreNotFound)
            : putInvitation(invitation.id, requestFromInvitation(invitation, { status: 4 })),
        ),
      );
      const outcome: BulkOutcome = { done: [], failed: [] };
      results.forEach((result, index) => {
        const invitation = invitations[index]!;
        if (result.status === 'fulfilled') outcome.done.push(invitation);
        else outcome.failed.push({ invitation, error: result.reason });
      });
      return outcome;
    },
    onSettled: () => refreshAll(queryClient),
  });
}
