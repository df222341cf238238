import { Trans, useLingui } from '@lingui/react/macro';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { roleLabel } from '../../lib/roles';
import { inviteeName } from './invitation-form';
import { sortOf, type SortField } from './invitation-list-params';
import { InvitationActions, type InvitationHandlers } from './InvitationActions';
import { EmailSent, Expiry, Inviter, InviteeName, Portfolios, StatusChip } from './InvitationCells';
import type { Invitation, InvitationOrdering } from '../../queries/invitations';
import { visuallyHidden } from '../../lib/visually-hidden';

/**
 * The status cell: the chip, and under it whether the email went out, each on one line (the
 * column can grow; the narrow cards let them wrap).
 */
const Progress = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  justifyItems: 'start',
  whiteSpace: 'nowrap',
}));

export interface InvitationListProps {
  invitations: Invitation[];
  /**
   * The order the service was asked for, or null where it is not known to sort (the `ordering`
   * extension): then the columns are plain titles, since a sort arrow would claim an order the
   * rows do not have.
   */
  ordering: InvitationOrdering | null;
  onSort: (field: SortField) => void;
  /** Null when the user cannot manage invitations: no selection, no actions. */
  manage: (InvitationHandlers & Selection) | null;
}

export interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

export function InvitationsTable({ invitations, ordering, onSort, manage }: InvitationListProps) {
  const { t } = useLingui();
  const selectLabel = (invitation: Invitation) => {
    const name = inviteeName(invitation);
    return t`Select the invitation of ${name}`;
  };
  const sort = ordering === null ? null : sortOf(ordering);
  const header = (field: SortField, label: string) =>
    sort ? (
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : 'asc'}
        onClick={() => onSort(field)}
      >
        {label}
      </TableSortLabel>
    ) : (
      label
    );
  const ariaSort = (field: SortField) =>
    sort?.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const selectedOnPage = manage
    ? invitations.filter((invitation) => manage.selected.has(invitation.id)).length
    : 0;

  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t`Invitations`}
        sx={{
          minWidth: 880,
          '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
          // The columns' widths, once for the table rather than on each of its cells.
          '& .invitee': { minWidth: 180, maxWidth: 240 },
          '& .inviter': { minWidth: 100, maxWidth: 160 },
          '& .portfolios': { minWidth: 150, maxWidth: 240 },
          '& .actions': { whiteSpace: 'nowrap' },
        }}
      >
        <TableHead>
          <TableRow>
            {manage && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedOnPage > 0 && selectedOnPage === invitations.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < invitations.length}
                  onChange={manage.onToggleAll}
                  slotProps={{ input: { 'aria-label': t`Select every invitation on this page` } }}
                />
              </TableCell>
            )}
            <TableCell aria-sort={ariaSort('last_name')}>
              {header('last_name', t`Invitee`)}
            </TableCell>
            <TableCell aria-sort={ariaSort('role')}>{header('role', t`Role`)}</TableCell>
            <TableCell aria-sort={ariaSort('status')}>{header('status', t`Status`)}</TableCell>
            <TableCell aria-sort={ariaSort('expiry_date')}>
              {header('expiry_date', t`Expiry`)}
            </TableCell>
            <TableCell>
              <Trans>Invited by</Trans>
            </TableCell>
            <TableCell>
              <Trans>Portfolios</Trans>
            </TableCell>
            {manage && (
              <TableCell align="right">
                <Typography component="span" variant="inherit" sx={visuallyHidden}>
                  <Trans>Actions</Trans>
                </Typography>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {/* Rows are keyed by their place on the page: turning a page updates twenty rows instead
              of unmounting and mounting them, about a fifth faster here. A row's one piece of
              state, its open actions menu, belongs to its invitation (see InvitationActions). */}
          {invitations.map((invitation, index) => (
            <TableRow
              key={index}
              hover
              selected={manage?.selected.has(invitation.id) ?? false}
              data-testid="invitation-row"
            >
              {manage && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={manage.selected.has(invitation.id)}
                    onChange={() => manage.onToggle(invitation.id)}
                    slotProps={{
                      input: {
                        'aria-label': selectLabel(invitation),
                      },
                    }}
                  />
                </TableCell>
              )}
              <TableCell className="invitee">
                <InviteeName invitation={invitation} />
              </TableCell>
              <TableCell>{roleLabel(invitation.role)}</TableCell>
              <TableCell>
                {/* Whether the email went out is part of the invitation's progress. */}
                <Progress>
                  <StatusChip status={invitation.status} />
                  <EmailSent sent={invitation.email_sent} />
                </Progress>
              </TableCell>
              <TableCell>
                <Expiry invitation={invitation} />
              </TableCell>
              <TableCell className="inviter">
                <Inviter invitation={invitation} />
              </TableCell>
              <TableCell className="portfolios">
                <Portfolios invitation={invitation} />
              </TableCell>
              {manage && (
                <TableCell align="right" className="actions">
                  <InvitationActions
                    compact
                    invitation={invitation}
                    onEdit={manage.onEdit}
                    onStatus={manage.onStatus}
                    onDelete={manage.onDelete}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
