import { Link as RouterLink } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../components/ErrorState';
import { EmailText } from '../../components/EmailText';
import { formatDateTime, formatInteger, formatRelative } from '../../lib/format';
import { INVITATION_STATUSES, invitationStatusLabel } from '../../lib/invitation-status';
import { invitationQueries } from '../../queries/invitations';
import {
  EXPIRY_WARNING_DAYS,
  expiringAmong,
  expiringOnSortedPage,
  expiringParams,
} from './expiring';

/** Invitations by status, and the pending ones about to expire. Administrators only. */
export function InvitationsOverview({ organizationId }: { organizationId: string }) {
  const counts = useQueries({
    queries: INVITATION_STATUSES.map((status) => invitationQueries.count(organizationId, status)),
  });
  const failed = counts.find((query) => query.isError);
  const { t } = useLingui();

  return (
    <Card component="section" aria-labelledby="home-invitations" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="home-invitations" variant="h2">
            <Trans>Invitations</Trans>
          </Typography>
          <Button component={RouterLink} to="/invitations" size="small">
            <Trans>All invitations</Trans>
          </Button>
        </Stack>
        {failed ? (
          <ErrorState
            error={failed.error}
            onRetry={() => counts.forEach((query) => query.isError && void query.refetch())}
          />
        ) : (
          <Box
            component="ul"
            aria-label={t`Invitations by status`}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              // Tiles share a row equally but never shrink below their words ("Angenommen"
              // is longer than "Accepted"): when five do not fit, they wrap.
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              '& > li': { flex: '1 1 0', minWidth: 'max-content' },
            }}
          >
            {INVITATION_STATUSES.map((status, index) => {
              const query = counts[index];
              return (
                <li key={status}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={RouterLink}
                      to={`/invitations?status=${status}`}
                      sx={{ p: 1.5, height: '100%' }}
                    >
                      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
                        {query?.data === undefined ? (
                          <Skeleton width={32} aria-label={t`Loading`} />
                        ) : (
                          formatInteger(query.data)
                        )}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {invitationStatusLabel(status)}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </li>
              );
            })}
          </Box>
        )}
        <ExpiringSoon organizationId={organizationId} />
      </CardContent>
    </Card>
  );
}

function ExpiringSoon({ organizationId }: { organizationId: string }) {
  // The soonest expiring are on the first page only where the service sorts by expiry (the
  // `ordering` extension); elsewhere the dashboard reads the pending invitations and sorts them.
  const { t } = useLingui();
  const sorting = useQuery(invitationQueries.orderingSupport(organizationId));
  const sorts = sorting.data === 'sorts';
  const settled = sorting.isSuccess || sorting.isError;
  const page = useQuery({
    ...invitationQueries.list(expiringParams(organizationId)),
    enabled: sorts,
    select: (data) => expiringOnSortedPage(data, Date.now()),
  });
  const collected = useQuery({
    ...invitationQueries.pending(organizationId),
    enabled: settled && !sorts,
    select: (data) => expiringAmong(data, Date.now()),
  });
  const query = sorts ? page : collected;
  if (!settled || query.isPending) return <Skeleton variant="rounded" height={48} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { soon, more, partial } = query.data;
  const days = formatInteger(EXPIRY_WARNING_DAYS);
  const expiring = soon.length;
  const others = formatInteger(soon.length - 5);
  // Said whenever some pending invitations went unread: the list found is not the soonest of all.
  const read = partial && formatInteger(partial.read);
  const pending = partial && formatInteger(partial.count);
  const unread = partial && (
    <Typography variant="body2">
      <Trans>
        Only the first {read} of {pending} pending invitations were checked: this service cannot
        list them by expiry, so others may expire sooner.
      </Trans>
    </Typography>
  );

  if (soon.length === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 0.5, color: 'text.secondary' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon fontSize="small" color="success" />
          <Typography variant="body2">
            {partial
              ? t`None of the pending invitations checked expires in the next ${days} days.`
              : t`No pending invitation expires in the next ${days} days.`}
          </Typography>
        </Stack>
        {unread}
      </Box>
    );
  }
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>
        {more ? (
          <Plural
            value={expiring}
            one={`#+ pending invitation expires within ${days} days`}
            other={`#+ pending invitations expire within ${days} days`}
          />
        ) : (
          <Plural
            value={expiring}
            one={`# pending invitation expires within ${days} days`}
            other={`# pending invitations expire within ${days} days`}
          />
        )}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {soon.slice(0, 5).map((invitation) => {
          const relative = formatRelative(invitation.expiry_date);
          return (
            <li key={invitation.id}>
              <Box component="span" sx={{ overflowWrap: 'break-word' }}>
                <EmailText email={invitation.email} />
              </Box>{' '}
              <span title={formatDateTime(invitation.expiry_date)}>
                <Trans>expires {relative}</Trans>
              </span>
            </li>
          );
        })}
      </Box>
      {soon.length > 5 && (
        <Typography variant="body2">
          <Trans>and {others} more.</Trans>
        </Typography>
      )}
      {unread}
      <Button
        component={RouterLink}
        // Soonest expiry first, as this notice lists them, where the service can sort.
        to={sorts ? '/invitations?status=0&ordering=expiry_date' : '/invitations?status=0'}
        color="inherit"
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
      >
        <Trans>Review pending invitations</Trans>
      </Button>
    </Alert>
  );
}
