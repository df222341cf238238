import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ChartFrame } from '../../charts/ChartFrame';
import { LazySentimentChart } from '../../charts/lazy';
import { shapeSentiment, type SentimentGroup } from '../../charts/sentiment-data';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { renderChips } from '../../components/chip-values';
import { formatInteger, formatNumber } from '../../lib/format';
import { isReportKey, reportQueries } from '../../queries/reports';
import { quotedList } from './report-labels';

interface SentimentTabProps {
  reportId: string;
  configurationId: string;
  configurationName: string;
  /** Attitude names offered in the filter. */
  attitudeNames: string[];
  selected: string[];
  onSelect: (names: string[]) => void;
  reportName: string;
}

function SentimentTable({ group }: { group: SentimentGroup }) {
  const { t } = useLingui();
  const keyword = group.keyword;
  return (
    <Table size="small" aria-label={t`Comment sentiment for ${keyword}`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Topic</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Positive</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Neutral</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Negative</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Total</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Mean sentiment</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {group.rows.map((row) => (
          <TableRow key={row.topic}>
            <TableCell component="th" scope="row">
              {row.topic}
            </TableCell>
            <TableCell align="right">{formatInteger(row.positive)}</TableCell>
            <TableCell align="right">{formatInteger(row.neutral)}</TableCell>
            <TableCell align="right">{formatInteger(row.negative)}</TableCell>
            <TableCell align="right">{formatInteger(row.total)}</TableCell>
            <TableCell align="right">
              {formatNumber(Math.round(row.meanSentiment * 100) / 100)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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

function Loading() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading sentiment`}>
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** Comment sentiment per topic, grouped by attitude, for the configuration in view. */
export function SentimentTab({
  reportId,
  configurationId,
  configurationName,
  attitudeNames,
  selected,
  onSelect,
  reportName,
}: SentimentTabProps) {
  const { t } = useLingui();
  const query = useQuery({
    ...reportQueries.sentiment(reportId, { configurationId, attitudes: selected }),
    // Narrowing the attitudes keeps the charts on screen until the new counts arrive.
    placeholderData: (previous, previousQuery) =>
      isReportKey(previousQuery?.queryKey, reportId) ? previous : undefined,
  });
  const options = useMemo(() => [...new Set(attitudeNames)].sort(), [attitudeNames]);
  const exportGroups = useMemo(
    () => [{ report: reportName, configuration: configurationName, filters: [] }],
    [reportName, configurationName],
  );
  const groups = useMemo(() => (query.data ? shapeSentiment(query.data) : []), [query.data]);
  const max = Math.max(0, ...groups.flatMap((group) => group.rows.map((row) => row.total)));
  // The service matches names in any case: a link's "trust" is the attitude "Trust".
  const chosen = selected.map(
    (name) => options.find((option) => option.toLowerCase() === name.toLowerCase()) ?? name,
  );
  const unknown = options.length > 0 ? chosen.filter((name) => !options.includes(name)) : [];
  const unknownNames = quotedList(unknown, 'disjunction');
  // What a saved sentiment chart leaves out: the picture travels without this page.
  const notes = useMemo(
    () => [
      t`Comments of all the configuration’s respondents: the Results tab’s filters do not apply.`,
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h3" component="h2">
              <Trans>Comment sentiment</Trans>
            </Typography>
            <Typography variant="body2" color="textSecondary">
              <Trans>
                Topics people wrote about, by attitude, for the configuration “{configurationName}”
                (all its respondents: the Results tab’s filters do not apply here).
              </Trans>
            </Typography>
          </Box>
          <Autocomplete
            multiple
            size="small"
            freeSolo
            options={options}
            value={chosen}
            onChange={(_, values) => onSelect(values.map((value) => value.trim()).filter(Boolean))}
            renderValue={renderChips}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t`Attitudes`}
                placeholder={selected.length ? undefined : t`All attitudes`}
              />
            )}
            sx={{ minWidth: { md: 360 }, flexShrink: 0 }}
          />
        </Stack>
        {unknown.length > 0 && groups.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            <Trans>This report has no attitude called {unknownNames}: it is left out.</Trans>
          </Typography>
        )}
      </Paper>
      <QueryState
        query={query}
        loading={<Loading />}
        isEmpty={() => groups.length === 0}
        empty={
          <EmptyState
            icon={<ForumIcon fontSize="inherit" />}
            title={selected.length ? t`No comments on these attitudes` : t`No comments yet`}
            description={
              unknown.length > 0
                ? t`This report has no attitude called ${unknownNames}. Clear the attitude filter to see all topics.`
                : selected.length
                  ? t`Nobody wrote about the attitudes selected. Clear the attitude filter to see all topics.`
                  : t`When respondents leave comments, their topics and sentiment appear here.`
            }
          />
        }
      >
        {() => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {groups.map((group) => {
              const { keyword } = group;
              return (
                <ChartFrame
                  key={group.attitudeId}
                  title={keyword}
                  fileName={t`${reportName} - ${keyword} sentiment`}
                  exportGroups={exportGroups}
                  exportNotes={notes}
                  description={commentsAcross(group.total, group.rows.length)}
                  busy={query.isFetching && !query.isPending}
                  table={<SentimentTable group={group} />}
                >
                  <LazySentimentChart rows={group.rows} max={max} />
                </ChartFrame>
              );
            })}
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
