import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import GroupWorkIcon from '@mui/icons-material/GroupWorkOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import { useListParams } from '../../lib/list-params';
import { portfolioQueries } from '../../queries/portfolios';
import type { Collected } from '../../lib/collect-pages';
import { reportQueries, type ReportSummary } from '../../queries/reports';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import {
  locateConfiguration,
  readKnownReports,
  type ConfigurationLocation,
} from '../../lib/known-reports';
import { CreateSegmentDialog, type SegmentCreated } from './CreateSegmentDialog';
import { SegmentCard, SegmentCardSkeleton } from './SegmentCard';
import { segmentQueries, type Segment } from '../../queries/segments';

export default function SegmentsPage() {
  const { organization, role, user } = useSession();
  const { t } = useLingui();
  const params = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const portfolioId = params.get('portfolio_id') ?? undefined;
  const creating = searchParams.get('new') === '1' && can.createSegment(role);
  // A portfolio the list does not hold (another organization's, or gone) reads by its id's start.
  const shortId = portfolioId?.slice(0, 8);
  const [created, setCreated] = useState<SegmentCreated | null>(null);

  const portfolios = useQuery(portfolioQueries.everything(organization.id));
  const segments = useQuery(
    segmentQueries.list({
      organizationId: organization.id,
      portfolioId,
      page: params.page,
      pageSize: params.pageSize,
    }),
  );
  const locate = useConfigurationLocator(segments.data?.results ?? [], user.id);

  const setCreating = (open: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('new', '1');
      else next.delete('new');
      return next;
    });

  const onCreated = (outcome: SegmentCreated) => {
    setCreating(false);
    // The notice above the list says so, with the portfolio and what was left out: a snackbar
    // saying it again at the same moment was noise.
    setCreated(outcome);
  };

  return (
    <PageContainer
      title={t`Segments`}
      subtitle={t`Groups of report configurations within one portfolio.`}
      actions={
        can.createSegment(role) && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            <Trans>New segment</Trans>
          </Button>
        )
      }
    >
      {created && <CreatedNotice outcome={created} onDismiss={() => setCreated(null)} />}
      <TextField
        select
        label={t`Portfolio`}
        value={portfolioId ?? ''}
        onChange={(event) => params.setFilters({ portfolio_id: event.target.value || null })}
        sx={{ maxWidth: { sm: 360 } }}
        helperText={portfolios.isError ? t`Portfolios could not be loaded.` : undefined}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <Trans>All portfolios</Trans>
        </MenuItem>
        {portfolioId && !portfolios.data?.items.some((p) => p.id === portfolioId) && (
          <MenuItem value={portfolioId}>{t`Portfolio ${shortId}…`}</MenuItem>
        )}
        {portfolios.data?.items.map((portfolio) => (
          <MenuItem key={portfolio.id} value={portfolio.id}>
            {portfolio.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ height: 4 }}>
          {segments.isFetching && !segments.isPending && (
            <LinearProgress aria-label={t`Loading segments`} />
          )}
        </Box>
        {segments.isPending ? (
          <Stack role="status" aria-label={t`Loading segments`} spacing={2}>
            {[0, 1, 2].map((index) => (
              <SegmentCardSkeleton key={index} />
            ))}
          </Stack>
        ) : segments.isError ? (
          <ListError
            error={segments.error}
            params={params}
            onRetry={() => void segments.refetch()}
          />
        ) : segments.data.count === 0 ? (
          <EmptyState
            icon={<GroupWorkIcon fontSize="inherit" />}
            title={portfolioId ? t`No segments in this portfolio` : t`No segments yet`}
            description={
              can.createSegment(role)
                ? t`A segment groups configurations of one portfolio’s reports. Create the first one.`
                : t`Collaborators and administrators create segments; they will appear here.`
            }
            action={
              can.createSegment(role) && (
                <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                  <Trans>New segment</Trans>
                </Button>
              )
            }
          />
        ) : (
          <>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {segments.data.results.map((segment) => (
                <li key={segment.id}>
                  <SegmentCard segment={segment} locate={locate} />
                </li>
              ))}
            </Stack>
            <Paper variant="outlined">
              <PaginationBar count={segments.data.count} params={params} />
            </Paper>
          </>
        )}
        {segments.isSuccess && !segments.data.complete && (
          <Typography variant="body2" color="textSecondary">
            <Trans>
              Some segments may be missing: there were too many to look through them all.
            </Trans>
          </Typography>
        )}
      </Box>
      <CreateSegmentDialog
        open={creating}
        organizationId={organization.id}
        initialPortfolioId={portfolioId}
        onClose={() => setCreating(false)}
        onCreated={onCreated}
      />
    </PageContainer>
  );
}

type SegmentConfiguration = Segment['configurations'][number];

/**
 * A segment's configurations carry only the report's name and issue date. The reports-list
 * extension lists each report's configurations, so reading the reports of the portfolios on
 * screen maps a configuration back to the report that can open it. Without the extension, the
 * reports this browser has opened still do (`known-reports`); the extension, which knows every
 * report, wins where both answer. Otherwise the names stay unlinked.
 */
function useConfigurationLocator(segments: Segment[], userId: string) {
  const portfolioIds = [...new Set(segments.map((segment) => segment.portfolio.id))].sort();
  const fromIndex = useQueries({
    queries: portfolioIds.map((id) => reportQueries.index({ portfolioId: id })),
    combine: locatorOf,
  });
  // Read as the page opens: the reports opened since are learnt on the report page, away from here.
  const known = useMemo(() => readKnownReports(userId), [userId]);
  return useCallback(
    (configuration: SegmentConfiguration) =>
      fromIndex(configuration.id) ?? locateConfiguration(known, configuration),
    [fromIndex, known],
  );
}

/** Module-level, so React Query reruns it only when the reports' data changes. */
function locatorOf(results: { data?: Collected<ReportSummary> | null }[]) {
  const locations = new Map<string, ConfigurationLocation>();
  for (const result of results) {
    for (const report of result.data?.items ?? []) {
      for (const configuration of report.configurations) {
        locations.set(configuration.id, {
          reportId: report.id,
          configurationName: configuration.name,
        });
      }
    }
  }
  return (id: string) => locations.get(id);
}

function CreatedNotice({ outcome, onDismiss }: { outcome: SegmentCreated; onDismiss: () => void }) {
  const { segment, ignored } = outcome;
  const name = segment.name;
  const portfolioName = segment.portfolio.name;
  const configurations = segment.configurations.length;
  const left = ignored.length;
  if (left === 0) {
    return (
      <Alert severity="success" onClose={onDismiss}>
        <Plural
          value={configurations}
          one={`Segment “${name}” was created in ${portfolioName} with # configuration.`}
          other={`Segment “${name}” was created in ${portfolioName} with # configurations.`}
        />
      </Alert>
    );
  }
  return (
    <Alert severity="warning" onClose={onDismiss} data-testid="ignored-configurations">
      <AlertTitle>
        <Plural
          value={left}
          one={`Segment “${name}” was created, but # configuration was left out`}
          other={`Segment “${name}” was created, but # configurations were left out`}
        />
      </AlertTitle>
      <Trans>
        The service ignores configurations that are not in the portfolio {portfolioName}:
      </Trans>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {ignored.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </Box>
    </Alert>
  );
}
