import { useCallback, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isApiError } from '../../api/errors';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import { useListParams, type ListParams } from '../../lib/list-params';
import { can } from '../../lib/roles';
import { useSession, type Session } from '../../lib/session';
import { BulkBar } from './BulkBar';
import {
  DEFAULT_ORDERING,
  nextOrdering,
  parseOrdering,
  parseOrganization,
  parseStatus,
  type SortField,
} from './invitation-list-params';
import { InvitationCards } from './InvitationCards';
import { InvitationsForbidden, InvitationsSkeleton } from './InvitationsStates';
import { InvitationsTable, type InvitationListProps } from './InvitationsTable';
import { invitationQueries, type InvitationOrdering } from '../../queries/invitations';
import { InvitationsToolbar, OrganizationSelect, SortSelect } from './ListControls';
import { InvitationsEmpty } from './InvitationsEmpty';
import { StatusFilter } from './StatusFilter';
import { selectable, usePageSelection } from './use-page-selection';
import { useInvitationActions } from './use-invitation-actions';
import { usePrefetchNeighbours } from './use-prefetch-neighbours';

/** The organization whose invitations are listed (the URL's, if the user belongs to it) and the user's role there. */
function listedOrganization(session: Session, requested: string | null) {
  const organizationId = parseOrganization(requested, session.memberships, session.organization.id);
  const membership = session.memberships.find((m) => m.organization.id === organizationId);
  return {
    organizationId,
    organizationName: membership?.organization.name ?? null,
    role: membership?.role ?? session.role,
  };
}

export default function InvitationsPage() {
  const { t } = useLingui();
  const session = useSession();
  const params = useListParams();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));

  const { organizationId, organizationName, role } = listedOrganization(
    session,
    params.get('organization'),
  );
  const canManage = can.manageInvitations(role);
  const status = parseStatus(params.get('status'));
  const ordering = parseOrdering(params.get('ordering'));
  const listParams = {
    organizationId,
    status,
    ordering,
    page: params.page,
    pageSize: params.pageSize,
  };
  // Only administrators may list invitations (docs/decisions.md, Roles): for anyone else the page explains
  // that without asking, rather than after six refused requests.
  const query = useQuery({ ...invitationQueries.list(listParams), enabled: canManage });
  // Sorting is offered only once the service is known to sort: until then (and where it ignores
  // `ordering`) a sort arrow or a "Sort by" choice would claim an order the rows do not have.
  const sorting = useQuery({
    ...invitationQueries.orderingSupport(organizationId),
    enabled: canManage,
  });
  const sortable = sorting.data === 'sorts';
  usePrefetchNeighbours(listParams, query.isPlaceholderData ? undefined : query.data?.count);
  const forbidden = !canManage || (isApiError(query.error) && query.error.isForbidden);

  // The selection belongs to one page of one list: moving elsewhere starts a new one.
  const listKey = JSON.stringify(listParams);
  const { selected, updateSelection } = usePageSelection(listKey);

  const listRef = useRef<HTMLElement>(null);
  const actions = useInvitationActions({
    onRemoved: (ids) => updateSelection((current) => ids.forEach((id) => current.delete(id))),
    focusAfterRemoval: () => listRef.current?.focus(),
  });

  const { setFilters } = params;
  // Stable, so the (memoised) status filter does not re-render on every page turn.
  const setStatus = useCallback(
    (next: number | null) => setFilters({ status: next === null ? null : String(next) }),
    [setFilters],
  );

  const rows = query.data?.results ?? [];
  const chosenRows = () => rows.filter((row) => selected.has(row.id));
  const setSort = (next: InvitationOrdering) =>
    params.setFilters({ ordering: next === DEFAULT_ORDERING ? null : next });
  const listProps = {
    invitations: rows,
    ordering: sortable ? ordering : null,
    onSort: (field: SortField) => setSort(nextOrdering(ordering, field)),
    manage: canManage
      ? { ...actions.handlers, ...selectable(rows, selected, updateSelection) }
      : null,
  };

  return (
    <PageContainer
      title={t`Invitations`}
      subtitle={
        organizationName
          ? t`Who is invited to ${organizationName}, with which role and portfolio access.`
          : t`Who is invited to your organization, with which role and portfolio access.`
      }
      actions={
        canManage && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => actions.invite(organizationId, organizationName)}
          >
            <Trans>Invite member</Trans>
          </Button>
        )
      }
    >
      {!forbidden && (
        <InvitationsToolbar
          filter={
            <StatusFilter
              organizationId={organizationId}
              status={status}
              onChange={setStatus}
              countsEnabled={!forbidden}
            />
          }
          organization={
            session.memberships.length > 1 && (
              <OrganizationSelect
                value={organizationId}
                memberships={session.memberships}
                onChange={(id) =>
                  params.setFilters({ organization: id === session.organization.id ? null : id })
                }
              />
            )
          }
          sort={!wide && sortable && <SortSelect value={ordering} onChange={setSort} />}
        />
      )}

      {!forbidden && sorting.data === 'ignores' && rows.length > 0 && <UnsortedNote />}

      {/* Where focus goes once removed rows (and the control that removed them) are gone: it
          holds the list, or the empty state that replaces it. */}
      <Box ref={listRef} component="section" aria-label={t`Invitation list`} tabIndex={-1}>
        {forbidden ? (
          <InvitationsForbidden role={role} organizationName={organizationName} />
        ) : query.isError && !query.data ? (
          <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
        ) : query.data?.count === 0 ? (
          <InvitationsEmpty
            status={status}
            organizationName={organizationName}
            onShowAll={() => params.setFilters({ status: null })}
            onInvite={() => actions.invite(organizationId, organizationName)}
          />
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {selected.size > 0 && (
              <BulkBar
                count={selected.size}
                onRevoke={() => actions.startBulk('revoke', chosenRows())}
                onDelete={() => actions.startBulk('delete', chosenRows())}
                onClear={() => updateSelection((ids) => ids.clear())}
              />
            )}
            <ListBody
              count={query.isPending ? null : query.data.count}
              refreshing={query.isFetching && !query.isPending}
              wide={wide}
              listProps={listProps}
              params={params}
            />
          </Paper>
        )}
      </Box>
      {canManage && actions.dialogs}
    </PageContainer>
  );
}

/**
 * The list, as a table on wide screens and cards on narrow ones, with its pages; a skeleton until
 * the first answer (`count` null) and a bar while a newer one is on its way.
 */
function ListBody({
  count,
  refreshing,
  wide,
  listProps,
  params,
}: {
  count: number | null;
  refreshing: boolean;
  wide: boolean;
  listProps: InvitationListProps;
  params: ListParams;
}) {
  const { t } = useLingui();
  return (
    <>
      <Box sx={{ height: 4 }}>
        {refreshing && <LinearProgress aria-label={t`Loading invitations`} />}
      </Box>
      {count === null ? (
        <InvitationsSkeleton wide={wide} />
      ) : (
        <>
          {wide ? <InvitationsTable {...listProps} /> : <InvitationCards {...listProps} />}
          <PaginationBar count={count} params={params} />
        </>
      )}
    </>
  );
}

/** Where the service ignores `ordering`: why there is no way to sort. */
function UnsortedNote() {
  return (
    <Typography variant="body2" color="textSecondary">
      <Trans>This service lists invitations in its own order, so they cannot be sorted here.</Trans>
    </Typography>
  );
}
