import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import { ErrorState } from '../../components/ErrorState';
import { formatDateTime, formatInteger, formatRelative } from '../../lib/format';
import {
  INVITATION_STATUS_COLORS,
  invitationStatusLabel,
  type InvitationStatus,
} from '../../lib/invitation-status';
import { roleLabel } from '../../lib/roles';
import {
  INVITATION_PAGE_CAP,
  INVITATION_PAGE_SIZE,
  invitationQueries,
} from '../../queries/invitations';
import { SectionCard } from './SectionCard';

/**
 * How many invitations show before "Show all": a portfolio open to a whole organization can have
 * hundreds, which pushed the page's end screens away; the invitations page lists them in full.
 */
export const ACCESS_SHOWN = 10;

/** Who was invited with access to this portfolio. Rendered for administrators only. */
export function PortfolioAccess({
  organizationId,
  portfolioId,
}: {
  organizationId: string;
  portfolioId: string;
}) {
  const { t } = useLingui();
  const query = useQuery({
    ...invitationQueries.everything(organizationId),
    select: (collected) => ({
      ...collected,
      items: collected.items.filter((invitation) =>
        invitation.accessible_portfolios.some((portfolio) => portfolio.id === portfolioId),
      ),
    }),
  });
  const data = query.data;
  const [showAll, setShowAll] = useState(false);
  const shown = data && !showAll ? data.items.slice(0, ACCESS_SHOWN) : data?.items;
  const firstCount = formatInteger(ACCESS_SHOWN);
  const allCount = formatInteger(data?.items.length ?? 0);
  const pageCap = formatInteger(INVITATION_PAGE_CAP);
  const searchedCount = formatInteger(INVITATION_PAGE_CAP * INVITATION_PAGE_SIZE);
  const totalCount = formatInteger(data?.count ?? 0);

  return (
    <SectionCard
      id="portfolio-access"
      title={t`Access by invitation`}
      meta={data ? `(${formatInteger(data.items.length)})` : undefined}
      action={
        <Button component={RouterLink} to="/invitations" size="small">
          <Trans>Manage invitations</Trans>
        </Button>
      }
    >
      {query.isPending ? (
        <Box role="status" aria-label={t`Loading invitations`} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.items.length === 0 ? (
            <Typography color="textSecondary">
              <Trans>No invitation grants access to this portfolio.</Trans>
            </Typography>
          ) : (
            <List id="portfolio-access-list" disablePadding aria-labelledby="portfolio-access">
              {shown?.map((invitation) => {
                const name = [invitation.first_name, invitation.last_name]
                  .filter(Boolean)
                  .join(' ');
                const expiry = formatRelative(invitation.expiry_date);
                return (
                  <ListItem
                    key={invitation.id}
                    divider
                    sx={{ px: 0, columnGap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
                  >
                    <ListItemText
                      primary={name || invitation.email}
                      secondary={name ? invitation.email : undefined}
                      slotProps={{
                        primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                      sx={{ minWidth: 200, flex: '1 1 240px' }}
                    />
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Chip size="small" variant="outlined" label={roleLabel(invitation.role)} />
                      <Chip
                        size="small"
                        variant="outlined"
                        // The colour is a marker beside the text, so the label keeps full contrast.
                        icon={
                          <CircleIcon
                            sx={{
                              '&&': { color: statusColor(invitation.status), fontSize: 10, ml: 1 },
                            }}
                          />
                        }
                        label={invitationStatusLabel(invitation.status)}
                      />
                      {invitation.status === 0 && (
                        <Typography
                          variant="caption"
                          color="textSecondary"
                          title={formatDateTime(invitation.expiry_date)}
                        >
                          <Trans>expires {expiry}</Trans>
                        </Typography>
                      )}
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          )}
          {query.data.items.length > ACCESS_SHOWN && (
            <Button
              size="small"
              aria-expanded={showAll}
              aria-controls="portfolio-access-list"
              onClick={() => setShowAll((all) => !all)}
              // Its text lines up with the list's (a small text button pads 5 px); a grid item would
              // otherwise stretch it across the card.
              sx={{ justifySelf: 'start', ml: -0.625 }}
            >
              {showAll ? t`Show the first ${firstCount}` : t`Show all ${allCount}`}
            </Button>
          )}
          {!query.data.complete && (
            <Typography variant="body2" color="textSecondary">
              <Trans>
                Searched the first {pageCap} pages ({searchedCount} invitations) of {totalCount};
                older invitations are not shown here.
              </Trans>
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}

function statusColor(status: number): string {
  const color = INVITATION_STATUS_COLORS[status as InvitationStatus] ?? 'default';
  return color === 'default' ? 'text.disabled' : `${color}.main`;
}
