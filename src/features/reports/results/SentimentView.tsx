import { useMemo, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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
import { formatInteger } from '../../../lib/format';
import { isReportKey, reportQueries } from '../../../queries/reports';
import { alignTopics } from './align-topics';
import { GroupBadge } from './GroupBadge';
import type { GroupSource } from '../shared/group';
import { SentimentTable } from './SentimentTable';

interface SentimentViewProps {
  /** One group (the report page) or two (a comparison, A then B). */
  groups: readonly GroupSource[];
  /** Attitude names to narrow to; none for all. */
  attitudes: string[];
  /** What a saved chart's file name starts with. */
  fileName: string;
  exportGroups: readonly ExportGroup[];
  /** Shown when no group has a comment on the attitudes asked for. */
  empty: ReactNode;
  /** Above the charts whatever their state, told whether any group has comments. */
  intro?: (hasComments: boolean) => ReactNode;
}

/** "12 comments across 3 topics", in the language in use. */
function commentsAcross(comments: number, topics: number): string {
  const count = formatInteger(comments);
  return plural(comments, {
    one: plural(topics, {
      one: `${count} comment across # topic`,
      other: `${count} comment across # topics`,
    }),
    other: plural(topics, {
      one: `${count} comments across # topic`,
      other: `${count} comments across # topics`,
    }),
  });
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

const sameSource = (a: GroupSource, b: GroupSource) =>
  a.reportId === b.reportId && a.configurationId === b.configurationId;

/**
 * Each shown group's sentiment, shaped. Sentiment takes a configuration and no filters: two
 * groups on one configuration have one sentiment, asked for once.
 */
function useSentiments(groups: readonly GroupSource[], attitudes: string[]) {
  const shown = groups.length > 1 && sameSource(groups[0]!, groups[1]!) ? [groups[0]!] : groups;
  const single = groups.length === 1;
  const queries = useQueries({
    queries: shown.map((group) => ({
      ...reportQueries.sentiment(group.reportId, {
        configurationId: group.configurationId,
        attitudes,
      }),
      // Narrowing the attitudes keeps the charts on screen until the new counts arrive.
      placeholderData: single
        ? <T,>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
            isReportKey(previousQuery?.queryKey, group.reportId) ? previous : undefined
        : undefined,
    })),
  });
  // At most two groups: their answers, as memo keys that change only with an answer.
  const [first, second] = queries.map((query) => query.data);
  const count = queries.length;
  const shaped = useMemo(
    () => [first, second].slice(0, count).map((stats) => (stats ? shapeSentiment(stats) : [])),
    [first, second, count],
  );
  return { queries, shaped, same: shown.length < groups.length };
}

/** Every attitude any group has comments on, in the first group's order, with each group's. */
function byAttitude(shaped: readonly SentimentGroup[][]) {
  const byId = new Map<string, { keyword: string; groups: (SentimentGroup | undefined)[] }>();
  shaped.forEach((groups, index) => {
    for (const group of groups) {
      const entry = byId.get(group.attitudeId) ?? { keyword: group.keyword, groups: [] };
      entry.groups[index] = group;
      byId.set(group.attitudeId, entry);
    }
  });
  return [...byId.entries()];
}

function Loading() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading sentiment`}>
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** One group's chart of a pair, under its letter. */
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

/** Both groups' charts of one attitude, their topics lined up row by row. */
function Pair({ groups, max }: { groups: (SentimentGroup | undefined)[]; max: number }) {
  const [a, b] = groups;
  const aligned = alignTopics(a, b);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Side group="A" rows={a && aligned.a} max={max} />
      <Side group="B" rows={b && aligned.b} max={max} />
    </Box>
  );
}

/** What a saved sentiment chart leaves out: the picture travels without this page. */
function exportNoteOf(groups: readonly GroupSource[], same: boolean): string {
  const nameA = groups[0]!.configurationName;
  if (groups.length === 1)
    return t`Comments of all the configuration’s respondents: the Results tab’s filters do not apply.`;
  return same
    ? t`Both groups: the comments of all of “${nameA}”’s respondents (sentiment takes no filters).`
    : t`First chart: group A; second: group B. Sentiment counts each configuration’s respondents, without filters.`;
}

/** Above a pair's charts: where each group's comments come from. */
function PairIntro({ groups, same }: { groups: readonly GroupSource[]; same: boolean }) {
  const nameA = groups[0]!.configurationName;
  const nameB = groups[1]!.configurationName;
  return same ? (
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
        Topics people wrote about, by attitude: group A’s configuration “{nameA}” beside group B’s “
        {nameB}”, each with all its respondents (sentiment takes no filters). Both on one scale.
      </Trans>
    </Typography>
  );
}

type Entries = ReturnType<typeof byAttitude>;

interface FramesProps {
  groups: readonly GroupSource[];
  entries: Entries;
  same: boolean;
  max: number;
  busy: boolean | undefined;
  fileName: string;
  exportGroups: readonly ExportGroup[];
}

/** A chart frame per attitude: one group's chart, or both groups' side by side. */
function Frames({ groups, entries, same, max, busy, fileName, exportGroups }: FramesProps) {
  const single = groups.length === 1;
  const notes = [exportNoteOf(groups, same)];
  const frames = entries.map(([attitudeId, { keyword, groups: pair }]) => (
    <ChartFrame
      key={attitudeId}
      title={keyword}
      fileName={t`${fileName} - ${keyword} sentiment`}
      exportGroups={exportGroups}
      exportNotes={notes}
      description={
        single
          ? commentsAcross(pair[0]!.total, pair[0]!.rows.length)
          : commentCounts(same, pair[0]?.total ?? 0, pair[1]?.total ?? 0)
      }
      busy={busy}
      table={
        <SentimentTable
          keyword={keyword}
          breakdown={single}
          sides={
            single || same
              ? [{ label: '', group: pair[0] }]
              : [
                  { label: 'A', group: pair[0] },
                  { label: 'B', group: pair[1] },
                ]
          }
        />
      }
    >
      {single ? (
        <LazySentimentChart rows={pair[0]!.rows} max={max} />
      ) : same ? (
        <Side group="both" rows={pair[0]?.rows} max={max} />
      ) : (
        <Pair groups={pair} max={max} />
      )}
    </ChartFrame>
  ));
  return single ? (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {frames}
    </Box>
  ) : (
    <Stack spacing={2}>
      <PairIntro groups={groups} same={same} />
      {frames}
    </Stack>
  );
}

/**
 * Comment sentiment per topic, attitude by attitude, of one group or two on one scale. One group's
 * attitudes sit two to a row; a pair's charts of an attitude sit side by side.
 */
export function SentimentView({
  groups,
  attitudes,
  fileName,
  exportGroups,
  empty,
  intro,
}: SentimentViewProps) {
  const { queries, shaped, same } = useSentiments(groups, attitudes);
  const entries = useMemo(() => byAttitude(shaped), [shaped]);
  const max = Math.max(0, ...shaped.flat().flatMap((group) => group.rows.map((row) => row.total)));
  // One group's charts dim while narrower counts load; a pair has no narrowing.
  const busy = groups.length === 1 ? queries[0]!.isFetching && !queries[0]!.isPending : undefined;
  const failed = queries.find((query) => query.error);
  const body = failed?.error ? (
    <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
  ) : queries.some((query) => query.isPending) ? (
    <Loading />
  ) : entries.length === 0 ? (
    empty
  ) : (
    <Frames {...{ groups, entries, same, max, busy, fileName, exportGroups }} />
  );
  if (!intro) return body;
  return (
    <Stack spacing={2}>
      {intro(entries.length > 0)}
      {body}
    </Stack>
  );
}
