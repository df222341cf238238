import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ChartFrame } from '../../../charts/ChartFrame';
import { LazyTrendChart } from '../../../charts/lazy';
import { Deferred } from '../../../components/Deferred';
import type { ExportGroup } from '../../../lib/export-footer';
import type { TrendAnswer } from '../../../queries/trends';
import { TrendControls } from './TrendControls';
import { TrendTableSection } from './TrendTableSection';
import {
  attitudeChoices,
  changeInto,
  chartWaves,
  defaultAttitudes,
  trendSeries,
} from './trend-data';
import { FIGURE_LABELS, waveTick } from './trend-labels';
import type { TrendPageView } from './trend-view';

interface TrendFiguresProps {
  answer: TrendAnswer;
  view: TrendPageView;
  busy: boolean;
  onChange: (change: Partial<TrendPageView>) => void;
}

// The two controls side by side, or one above the other on a phone.
const CONTROLS_HEIGHT = { xs: 96, md: 40 };

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

  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <Deferred height={CONTROLS_HEIGHT} sx={{ mx: 2, mt: 2 }}>
          <TrendControls choices={choices} chosen={chosen} view={view} onChange={onChange} />
        </Deferred>
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
      <TrendTableSection waves={waves} series={series} segmentName={segmentName} />
    </Stack>
  );
}
