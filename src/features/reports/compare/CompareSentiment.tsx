import { useMemo } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartFrame } from '../../../charts/ChartFrame';
import { LazySentimentChart } from '../../../charts/lazy';
import {
  shapeSentiment,
  type SentimentGroup,
  type SentimentRow,
} from '../../../charts/sentiment-data';
import { ErrorState } from '../../../components/ErrorState';
import type { ExportGroup } from '../../../lib/export-footer';
import { formatInteger, formatNumber } from '../../../lib/format';
import { reportQueries } from '../../../queries/reports';
import { alignTopics } from './align-topics';
import { GroupBadge } from './GroupBadge';

/** Where one group's comment sentiment comes from: a report's configuration. */
export interface SentimentSide {
  reportId: string;
  configurationId: string;
  configurationName: string;
}

interface CompareSentimentProps {
  a: SentimentSide;
  b: SentimentSide;
  exportGroups: readonly ExportGroup[];
  fileName: string;
}

function sentimentFileName(fileName: string, keyword: string): string {
  return t`${fileName} - ${keyword} sentiment`;
}

/** "12 comments in A, 9 in B", or "12 comments, the same for both groups" when shown once. */
function commentCounts(same: boolean, a: number, b: number): string {
  if (same) {
    return plural(a, {
      one: '# comment, the same for both groups',
      other: '# comments, the same for both groups',
    });
  }
  const inB = formatInteger(b);
  return plural(a, { one: `# comment in A, ${inB} in B`, other: `# comments in A, ${inB} in B` });
}

function useSentiment(side: SentimentSide) {
  return useQuery(
    reportQueries.sentiment(side.reportId, {
      configurationId: side.configurationId,
      attitudes: [],
    }),
  );
}

function Side({
  group,
  rows,
  max,
}: {
  group: 'A' | 'B' | 'both';
  rows: SentimentRow[] | undefined;
  max: number;
}) {
  const label = group;
  return (
    <Box sx={{ minWidth: 0 }}>
      {group !== 'both' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, mb: 0.5 }}>
          <GroupBadge group={group} size={20} />
          <Typography variant="subtitle2" component="h3">
            <Trans>Group {label}</Trans>
          </Typography>
        </Stack>
      )}
      {rows && rows.length > 0 ? (
        <LazySentimentChart rows={rows} max={max} />
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ px: 1, py: 2 }}>
          {group === 'both' ? (
            <Trans>No comments on this attitude.</Trans>
          ) : (
            <Trans>No comments on this attitude in group {label}.</Trans>
          )}
        </Typography>
      )}
    </Box>
  );
}

function PairTable({
  keyword,
  sides,
}: {
  keyword: string;
  /** Each group's topics under its column label ("A", "B"; none when shown once). */
  sides: { label: string; group: SentimentGroup | undefined }[];
}) {
  const topics = [
    ...new Set(sides.flatMap((side) => side.group?.rows ?? []).map((row) => row.topic)),
  ];
  const find = (group: SentimentGroup | undefined, topic: string) =>
    group?.rows.find((row) => row.topic === topic);
  const mean = (row: SentimentRow | undefined) =>
    row ? formatNumber(Math.round(row.meanSentiment * 100) / 100) : '—';
  const { t } = useLingui();
  return (
    <Table size="small" aria-label={t`Comment sentiment for ${keyword}`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Topic</Trans>
          </TableCell>
          {sides.flatMap(({ label }) => [
            <TableCell key={`n${label}`} align="right">
              {label ? <Trans>Comments {label}</Trans> : <Trans>Comments</Trans>}
            </TableCell>,
            <TableCell key={`m${label}`} align="right">
              {label ? <Trans>Mean sentiment {label}</Trans> : <Trans>Mean sentiment</Trans>}
            </TableCell>,
          ])}
        </TableRow>
      </TableHead>
      <TableBody>
        {topics.map((topic) => (
          <TableRow key={topic}>
            <TableCell component="th" scope="row">
              {topic}
            </TableCell>
            {sides.flatMap((side) => [
              <TableCell key={`n${side.label}`} align="right">
                {formatInteger(find(side.group, topic)?.total ?? 0)}
              </TableCell>,
              <TableCell key={`m${side.label}`} align="right">
                {mean(find(side.group, topic))}
              </TableCell>,
            ])}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Comment sentiment of both groups, attitude by attitude, side by side on one scale. Sentiment
 * takes a configuration and no filters: two filter sets on one configuration have the same
 * sentiment, which is said once rather than drawn twice.
 */
export function CompareSentiment({ a, b, exportGroups, fileName }: CompareSentimentProps) {
  const { t } = useLingui();
  const same = a.reportId === b.reportId && a.configurationId === b.configurationId;
  const queryA = useSentiment(a);
  const queryB = useSentiment(same ? a : b);
  const groupsA = useMemo(() => (queryA.data ? shapeSentiment(queryA.data) : []), [queryA.data]);
  const groupsB = useMemo(() => (queryB.data ? shapeSentiment(queryB.data) : []), [queryB.data]);
  const attitudes = useMemo(() => {
    const byId = new Map<string, { keyword: string; a?: SentimentGroup; b?: SentimentGroup }>();
    for (const group of groupsA) byId.set(group.attitudeId, { keyword: group.keyword, a: group });
    for (const group of groupsB) {
      const entry = byId.get(group.attitudeId) ?? { keyword: group.keyword };
      byId.set(group.attitudeId, { ...entry, b: group });
    }
    return [...byId.entries()].map(
      ([attitudeId, entry]) =>
        [attitudeId, { ...entry, aligned: alignTopics(entry.a, entry.b) }] as const,
    );
  }, [groupsA, groupsB]);
  const max = Math.max(
    0,
    ...[...groupsA, ...groupsB].flatMap((group) => group.rows.map((row) => row.total)),
  );

  const failed = queryA.error ?? queryB.error;
  if (failed) return <ErrorState error={failed} onRetry={() => void queryA.refetch()} />;
  if (queryA.isPending || queryB.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t`Loading sentiment`}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (attitudes.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        <Trans>Neither group has comments yet.</Trans>
      </Alert>
    );
  }
  const nameA = a.configurationName;
  const nameB = b.configurationName;
  const exportNote = same
    ? t`Both groups: the comments of all of “${nameA}”’s respondents (sentiment takes no filters).`
    : t`First chart: group A; second: group B. Sentiment counts each configuration’s respondents, without filters.`;
  return (
    <Stack spacing={2}>
      {same ? (
        <Alert severity="info" variant="outlined" data-testid="same-sentiment">
          <Trans>
            Both groups are filters on “{nameA}”. Comment sentiment counts all of a configuration’s
            respondents and takes no filters, so it is the same for both groups and is shown once.
            Compare two configurations or two reports to see it side by side.
          </Trans>
        </Alert>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ px: { xs: 0.5, sm: 1 } }}>
          <Trans>
            Topics people wrote about, by attitude: group A’s configuration “{nameA}” beside group
            B’s “{nameB}”, each with all its respondents (sentiment takes no filters). Both on one
            scale.
          </Trans>
        </Typography>
      )}
      {attitudes.map(([attitudeId, entry]) => (
        <ChartFrame
          key={attitudeId}
          title={entry.keyword}
          fileName={sentimentFileName(fileName, entry.keyword)}
          description={commentCounts(same, entry.a?.total ?? 0, entry.b?.total ?? 0)}
          exportGroups={exportGroups}
          exportNotes={[exportNote]}
          table={
            <PairTable
              keyword={entry.keyword}
              sides={
                same
                  ? [{ label: '', group: entry.a }]
                  : [
                      { label: 'A', group: entry.a },
                      { label: 'B', group: entry.b },
                    ]
              }
            />
          }
        >
          {same ? (
            <Side group="both" rows={entry.a?.rows} max={max} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <Side group="A" rows={entry.a && entry.aligned.a} max={max} />
              <Side group="B" rows={entry.b && entry.aligned.b} max={max} />
            </Box>
          )}
        </ChartFrame>
      ))}
    </Stack>
  );
}
