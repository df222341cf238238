import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Delta } from '../components/Delta';
import { formatDelta } from '../lib/format';
import { BALANCE_LEGEND_HEIGHT, type BalanceBar } from './balance-data';
import type { PairedBalanceRow } from './compare-data';
import type { ChartColors } from './use-chart-colors';

interface TipProps<Row> {
  row: Row;
  /** The service tested the figures: the balance, which has no test of its own, says so. */
  tested: boolean;
  /**
   * Recharts keeps the tooltip inside the plot only if it fits: no wider than the plot, it wraps
   * on a phone instead of running past the card, which clips it.
   */
  maxWidth: number;
}

/** One group's bar: its balance, and against everyone when a filter is applied. */
export function SingleTip({ row: bar, tested, maxWidth }: TipProps<BalanceBar>) {
  const balance = formatDelta(bar.balance);
  const delta = bar.before !== undefined && (
    <Delta value={bar.balance} base={bar.before} test={tested ? 'not-tested' : undefined} />
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.25, maxWidth }}>
      <Typography variant="subtitle2">{bar.keyword}</Typography>
      <Typography variant="body2">
        {bar.fulfilled ? (
          <Trans>Balance {balance} points · Fulfilled</Trans>
        ) : (
          <Trans>Balance {balance} points · Unfulfilled</Trans>
        )}
      </Typography>
      {delta && (
        <Typography variant="body2" color="textSecondary">
          {tested ? (
            <Trans>Against everyone: {delta} · not tested</Trans>
          ) : (
            <Trans>Against everyone: {delta}</Trans>
          )}
        </Typography>
      )}
    </Paper>
  );
}

/** Two groups' bars: both balances and B − A. */
export function PairTip({ row, tested, maxWidth }: TipProps<PairedBalanceRow>) {
  const { t } = useLingui();
  const a = formatDelta(row.a);
  const b = formatDelta(row.b);
  const delta = (
    <Delta
      value={row.b}
      base={row.a}
      against="group-a"
      prefix={t`B − A`}
      test={tested ? 'not-tested' : undefined}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.25, maxWidth }}>
      <Typography variant="subtitle2">{row.keyword}</Typography>
      <Typography variant="body2">
        <Trans>
          A {a} · B {b} points
        </Trans>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {tested ? <Trans>{delta} · not tested</Trans> : delta}
      </Typography>
    </Paper>
  );
}

/** Group A hollow, group B solid: the key of the paired bars. */
export function GroupLegend({ colors }: { colors: ChartColors }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        height: BALANCE_LEGEND_HEIGHT,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 2.5,
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      <Box
        component="li"
        data-legend-color={colors.groups.a}
        data-legend-shape="ring"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={16} height={10} aria-hidden>
          <rect
            x={1}
            y={1}
            width={14}
            height={8}
            fill={alpha(colors.groups.a, 0.3)}
            stroke={colors.groups.a}
            strokeWidth={1.5}
          />
        </svg>
        <Trans>Group A</Trans>
      </Box>
      <Box
        component="li"
        data-legend-color={colors.groups.b}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <svg width={16} height={10} aria-hidden>
          <rect width={16} height={10} fill={colors.groups.b} />
        </svg>
        <Trans>Group B</Trans>
      </Box>
    </Box>
  );
}
