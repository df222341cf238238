import { Trans, useLingui } from '@lingui/react/macro';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SentimentGroup, SentimentRow } from '../../../charts/sentiment-data';
import { formatInteger, formatNumber } from '../../../lib/format';

/** One group's topics of an attitude under its column label ("A", "B"; none when shown once). */
export interface SentimentSideRows {
  label: string;
  group: SentimentGroup | undefined;
}

const mean = (row: SentimentRow | undefined) =>
  row ? formatNumber(Math.round(row.meanSentiment * 100) / 100) : '—';

/** The counts behind one group's chart: each sentiment, the total and the mean. */
function breakdownHead() {
  return [
    <TableCell key="positive" align="right">
      <Trans>Positive</Trans>
    </TableCell>,
    <TableCell key="neutral" align="right">
      <Trans>Neutral</Trans>
    </TableCell>,
    <TableCell key="negative" align="right">
      <Trans>Negative</Trans>
    </TableCell>,
    <TableCell key="total" align="right">
      <Trans>Total</Trans>
    </TableCell>,
    <TableCell key="mean" align="right">
      <Trans>Mean sentiment</Trans>
    </TableCell>,
  ];
}

function breakdownCells(row: SentimentRow | undefined) {
  const count = (value: number | undefined) => formatInteger(value ?? 0);
  return [
    <TableCell key="positive" align="right">
      {count(row?.positive)}
    </TableCell>,
    <TableCell key="neutral" align="right">
      {count(row?.neutral)}
    </TableCell>,
    <TableCell key="negative" align="right">
      {count(row?.negative)}
    </TableCell>,
    <TableCell key="total" align="right">
      {count(row?.total)}
    </TableCell>,
    <TableCell key="mean" align="right">
      {mean(row)}
    </TableCell>,
  ];
}

/**
 * The figures behind an attitude's sentiment chart: every topic of any group, a row each. One
 * group's table breaks each topic down by sentiment; groups side by side show each group's
 * comments and mean sentiment.
 */
export function SentimentTable({
  keyword,
  sides,
  breakdown,
}: {
  keyword: string;
  sides: readonly SentimentSideRows[];
  breakdown: boolean;
}) {
  const { t } = useLingui();
  const topics = [
    ...new Set(sides.flatMap((side) => side.group?.rows ?? []).map((row) => row.topic)),
  ];
  const find = (group: SentimentGroup | undefined, topic: string) =>
    group?.rows.find((row) => row.topic === topic);
  return (
    <Table size="small" aria-label={t`Comment sentiment for ${keyword}`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Topic</Trans>
          </TableCell>
          {breakdown
            ? breakdownHead()
            : sides.flatMap(({ label }) => [
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
            {sides.flatMap((side) =>
              breakdown
                ? breakdownCells(find(side.group, topic))
                : [
                    <TableCell key={`n${side.label}`} align="right">
                      {formatInteger(find(side.group, topic)?.total ?? 0)}
                    </TableCell>,
                    <TableCell key={`m${side.label}`} align="right">
                      {mean(find(side.group, topic))}
                    </TableCell>,
                  ],
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
