import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MailIcon from '@mui/icons-material/MailOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isApiError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import type { InvitationStatus } from '../../lib/invitation-status';
import { useListParams } from '../../lib/list-params';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { BulkBar } from './BulkBar';
import {
  DEFAULT_ORDERING,
  nextOrdering,
  parseOrdering,
  parseOrganization,
  parseStatus,
  SORT_LABELS,
  type SortField,
} from './invitation-list-params';
import { InvitationCards } from './InvitationCards';
import { InvitationsForbidden, InvitationsSkeleton } from './InvitationsStates';
import { InvitationsTable } from './InvitationsTable';
import { invitationQueries, type InvitationOrdering } from '../../queries/invitations';
import { StatusFilter } from './StatusFilter';
import { useInvitationActions } from './use-invitation-actions';
import { usePrefetchNeighbours } from './use-prefetch-neighbours';

/** The empty list's title when filtered by a status, a whole phrase per status. */
const EMPTY_TITLES: Record<InvitationStatus, MessageDescriptor> = {
  0: msg`No pending invitations`,
  1: msg`No accepted invitations`,
  2: msg`No cancelled invitations`,
  3: msg`No expired invitations`,
  4: msg`No revoked invitations`,
};

export default function InvitationsPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const params = useListParams();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));

  const organizationId = parseOrganization(
    params.get('organization'),
    session.memberships,
    session.organization.id,
  );
  const membership = session.memberships.find((m) => m.organization.id === organizationId);
  const organizationName = membership?.organization.name ?? null;
  const role = membership?.role ?? session.role;
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
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const updateSelection = (change: (ids: Set<string>) => void) =>
    setSelection((current) => {
      const ids = new Set(current.key === listKey ? current.ids : []);
      change(ids);
      return { key: listKey, ids };
    });

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
  const setSort = (next: InvitationOrdering) =>
    params.setFilters({ ordering: next === DEFAULT_ORDERING ? null : next });
  const listProps = {
    invitations: rows,
    ordering: sortable ? ordering : null,
    onSort: (field: SortField) => setSort(nextOrdering(ordering, field)),
    manage: canManage
      ? {
          ...actions.handlers,
          selected,
          onToggle: (id: string) =>
            updateSelection((ids) => (ids.has(id) ? ids.delete(id) : ids.add(id))),
          onToggleAll: () =>
            updateSelection((ids) => {
              const all = rows.every((row) => ids.has(row.id));
              for (const row of rows) {
                if (all) ids.delete(row.id);
                else ids.add(row.id);
              }
            }),
        }
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
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <StatusFilter
            organizationId={organizationId}
            status={status}
            onChange={setStatus}
            countsEnabled={!forbidden}
          />
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            {session.memberships.length > 1 && (
              <TextField
                select
                size="small"
                label={t`Organization`}
                value={organizationId}
                onChange={(event) =>
                  params.setFilters({
                    organization:
                      event.target.value === session.organization.id ? null : event.target.value,
                  })
                }
                sx={{ minWidth: 180, flex: 1 }}
              >
                {session.memberships.map((m) => (
                  <MenuItem key={m.organization.id} value={m.organization.id}>
                    {m.organization.name ?? t`Unnamed organization`}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!wide && sortable && (
              <TextField
                select
                size="small"
                label={t`Sort by`}
                value={ordering}
                onChange={(event) => setSort(event.target.value as InvitationOrdering)}
                sx={{ minWidth: 180, flex: 1 }}
              >
                {(Object.keys(SORT_LABELS) as SortField[]).flatMap((field) => {
                  const column = i18n._(SORT_LABELS[field]);
                  return [
                    <MenuItem key={field} value={field}>
                      {t`${column}, ascending`}
                    </MenuItem>,
                    <MenuItem key={`-${field}`} value={`-${field}`}>
                      {t`${column}, descending`}
                    </MenuItem>,
                  ];
                })}
              </TextField>
            )}
          </Stack>
        </Stack>
      )}

      {!forbidden && sorting.data === 'ignores' && rows.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          <Trans>
            This service lists invitations in its own order, so they cannot be sorted here.
          </Trans>
        </Typography>
      )}

      {/* Where focus goes once removed rows (and the control that removed them) are gone: it
          holds the list, or the empty state that replaces it. */}
      <Box ref={listRef} component="section" aria-label={t`Invitation list`} tabIndex={-1}>
        {forbidden ? (
          <InvitationsForbidden role={role} organizationName={organizationName} />
        ) : query.isError && !query.data ? (
          <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
        ) : query.data?.count === 0 ? (
          <EmptyState
            icon={<MailIcon fontSize="inherit" />}
            title={status === null ? t`No invitations yet` : i18n._(EMPTY_TITLES[status])}
            description={
              status !== null
                ? t`Other statuses may have some.`
                : organizationName
                  ? t`Invite someone to give them access to the portfolios of ${organizationName}.`
                  : t`Invite someone to give them access to your organization's portfolios.`
            }
            action={
              status !== null ? (
                <Button onClick={() => params.setFilters({ status: null })}>
                  <Trans>Show every status</Trans>
                </Button>
              ) : (
                <Button
                  variant="contained"
                  startIcon={<PersonAddIcon />}
                  onClick={() => actions.invite(organizationId, organizationName)}
                >
                  <Trans>Invite someone</Trans>
                </Button>
              )
            }
          />
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {selected.size > 0 && (
              <BulkBar
                count={selected.size}
                onRevoke={() =>
                  actions.startBulk(
                    'revoke',
                    rows.filter((r) => selected.has(r.id)),
                  )
                }
                onDelete={() =>
                  actions.startBulk(
                    'delete',
                    rows.filter((r) => selected.has(r.id)),
                  )
                }
                onClear={() => updateSelection((ids) => ids.clear())}
              />
            )}
            <Box sx={{ height: 4 }}>
              {query.isFetching && !query.isPending && (
                <LinearProgress aria-label={t`Loading invitations`} />
              )}
            </Box>
            {query.isPending ? (
              <InvitationsSkeleton wide={wide} />
            ) : (
              <>
                {wide ? <InvitationsTable {...listProps} /> : <InvitationCards {...listProps} />}
                <PaginationBar count={query.data.count} params={params} />
              </>
            )}
          </Paper>
        )}
      </Box>
      {canManage && actions.dialogs}
    </PageContainer>
  );
}
