import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatInteger, formatNumber } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { TrendChange } from '../../../queries/trends';
import { changeInto, firstToLast, type ChartWave, type TrendSeries } from './trend-data';
import { changeVerdict, describeChange } from './trend-labels';
import { useWithheldWords } from './withheld-words';

interface TrendTableProps {
  waves: ChartWave[];
  series: TrendSeries[];
}

function ChangeLine({ change }: { change: TrendChange | undefined }) {
  if (!change || change.delta === null) return null;
  const marked = change.significant === true;
  return (
    <Typography
      variant="caption"
      component="div"
      data-testid={marked ? 'trend-change-marked' : undefined}
      color={marked ? 'textPrimary' : 'textSecondary'}
      sx={{ fontWeight: marked ? 700 : undefined, whiteSpace: 'nowrap' }}
    >
      {describeChange(change)}
      <Box component="span" sx={visuallyHidden}>
        {`, ${changeVerdict(change)}`}
      </Box>
    </Typography>
  );
}

/** The chart's figures as a table: one row per wave, its size, each line's value and change. */
export function TrendTable({ waves, series }: TrendTableProps) {
  const { t } = useLingui();
  const withheldWords = useWithheldWords();
  const spans = series.map(firstToLast);
  return (
    // Positioned: the cells' visually hidden words are placed in this scrolling box, not past
    // the page's right edge (a phone would scroll sideways to nothing).
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label={t`Figures per wave`} data-testid="trend-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <Trans>Wave</Trans>
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <Trans>Respondents</Trans>
            </TableCell>
            {series.map((line) => (
              <TableCell key={line.key} component="th" scope="col" align="right">
                {line.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {waves.map(({ index, wave, answered }) => (
            <TableRow key={wave.configuration.id} data-testid="trend-row">
              <TableCell component="th" scope="row" sx={{ minWidth: 150 }}>
                {wave.report.name}
                <Typography variant="caption" color="textSecondary" component="div">
                  {formatDate(wave.report.issued_at)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                {answered ? formatInteger(wave.population_size) : '—'}
              </TableCell>
              {answered ? (
                series.map((line, i) => {
                  const value = line.values[waves.findIndex((w) => w.index === index)];
                  return (
                    <TableCell key={line.key} align="right">
                      {value === null || value === undefined ? (
                        <Typography variant="body2" color="textSecondary" component="span">
                          {i === 0 ? '—' : t`not rated`}
                        </Typography>
                      ) : (
                        formatNumber(value)
                      )}
                      <ChangeLine change={changeInto(line, index)} />
                    </TableCell>
                  );
                })
              ) : (
                <TableCell colSpan={series.length} data-testid="trend-withheld-cell">
                  <Typography variant="body2" color="textSecondary">
                    {withheldWords(wave)}
                  </Typography>
                </TableCell>
              )}
            </TableRow>
          ))}
          {spans.some(Boolean) && (
            <TableRow>
              <TableCell component="th" scope="row">
                <Trans>First to last wave</Trans>
              </TableCell>
              <TableCell />
              {series.map((line, i) => (
                <TableCell key={line.key} align="right">
                  <ChangeLine change={spans[i]} />
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
