import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { ChartFrame } from '../../../charts/ChartFrame';
import { LazyTrendChart } from '../../../charts/lazy';
import { renderChips } from '../../../components/chip-values';
import { safeFilename, saveBlob } from '../../../lib/download';
import type { ExportGroup } from '../../../lib/export-footer';
import type { TrendAnswer } from '../../../queries/trends';
import { TrendTable } from './TrendTable';
import {
  attitudeChoices,
  changeInto,
  chartWaves,
  defaultAttitudes,
  FIGURES,
  trendSeries,
  type Figure,
} from './trend-data';
import { trendCsv } from './trend-csv';
import { FIGURE_LABELS, waveTick } from './trend-labels';
import type { TrendPageView } from './trend-view';

interface TrendFiguresProps {
  answer: TrendAnswer;
  view: TrendPageView;
  busy: boolean;
  onChange: (change: Partial<TrendPageView>) => void;
}

/** The chart and its table: the main score and the chosen attitudes' figure over the waves. */
export function TrendFigures({ answer, view, busy, onChange }: TrendFiguresProps) {
  const { t, i18n } = useLingui();
  const { trend } = answer;
  const waves = useMemo(() => chartWaves(trend), [trend]);
  const choices = useMemo(() => attitudeChoices(trend), [trend]);
  const chosen = useMemo(() => {
    const ids = view.attitudes ?? defaultAttitudes(trend);
    return choices.filter((choice) => ids.includes(choice.id));
  }, [view.attitudes, trend, choices]);
  const series = useMemo(
    () => trendSeries(trend, waves, view.figure, chosen, t`Main score`),
    [trend, waves, view.figure, chosen, t],
  );
  const lines = useMemo(
    () =>
      series.map((line) => ({
        key: line.key,
        label: line.label,
        values: line.values,
        marked: waves.map((w) => changeInto(line, w.index)?.significant === true),
      })),
    [series, waves],
  );
  const ticks = waves.map((w) => waveTick(w.wave, trend.waves));
  const filterWords = trend.filters.map((f) => `${f.filterable_name}: ${f.value.join(', ')}`);
  const exportGroups: ExportGroup[] = waves.map(({ wave, answered }) => ({
    report: wave.report.name,
    configuration: wave.configuration.name,
    filters: filterWords,
    population: answered ? wave.population_size : null,
  }));
  const figureLabel = i18n._(FIGURE_LABELS[view.figure]);
  const segmentName = trend.segment.name;
  const answered = waves.filter((w) => w.answered).length;

  const controls = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        px: 2,
        pt: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
      }}
    >
      <TextField
        select
        size="small"
        label={t`Attitude figure`}
        value={view.figure}
        onChange={(event) => onChange({ figure: event.target.value as Figure })}
      >
        {FIGURES.map((figure) => (
          <MenuItem key={figure} value={figure}>
            {i18n._(FIGURE_LABELS[figure])}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={choices.map((choice) => choice.id)}
        value={chosen.map((choice) => choice.id)}
        getOptionLabel={(id) => choices.find((choice) => choice.id === id)?.keyword ?? id}
        onChange={(_event, value) => onChange({ attitudes: value })}
        renderValue={(ids, getItemProps) =>
          renderChips(
            ids.map((id) => choices.find((choice) => choice.id === id)?.keyword ?? id),
            getItemProps,
          )
        }
        renderInput={(params) => <TextField {...params} label={t`Attitudes`} />}
      />
    </Box>
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        {controls}
        {answered < 2 ? (
          <Alert severity="info" data-testid="trend-too-few-waves" sx={{ m: 2 }}>
            <Trans>
              Fewer than two waves can be shown with these filters: there is no change to follow.
            </Trans>
          </Alert>
        ) : (
          <Box sx={{ pb: 2 }} />
        )}
      </Paper>
      {answered > 0 && (
        <ChartFrame
          title={t`${segmentName} over time`}
          description={t`Main score and ${figureLabel} per wave. Ringed points with * mark a change beyond chance.`}
          busy={busy}
          exportGroups={exportGroups}
          exportNotes={[t`Ringed points with * mark a change beyond chance.`]}
        >
          <LazyTrendChart waves={ticks} lines={lines} />
        </ChartFrame>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="trend-table-heading">
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography id="trend-table-heading" variant="h3" component="h2">
            <Trans>Figures per wave</Trans>
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() =>
              saveBlob(
                new Blob([trendCsv(waves, series)], { type: 'text/csv;charset=utf-8' }),
                safeFilename(t`${segmentName} trend`, 'csv'),
              )
            }
          >
            <Trans>CSV</Trans>
          </Button>
        </Stack>
        <Box sx={{ px: 2, pb: 2 }}>
          <TrendTable waves={waves} series={series} />
        </Box>
      </Paper>
    </Stack>
  );
}
