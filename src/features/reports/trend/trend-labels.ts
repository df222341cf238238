import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatDate } from '../../../lib/format';
import { formatInterval } from '../../../lib/significance-marks';
import { formatDelta } from '../../../lib/format';
import type { TrendChange, TrendWave } from '../../../queries/trends';
import type { Figure } from './trend-data';

export const FIGURE_LABELS: Record<Figure, MessageDescriptor> = {
  performance_rebased: msg`Performance rebased`,
  importance_rebased: msg`Importance rebased`,
  performance_agreed: msg`Performance agreed`,
  importance_agreed: msg`Importance agreed`,
};

/** "Branch Experience Tracker 2026 Q1 · 19 Apr 2026": a wave named as its report is. */
export function waveLabel(wave: TrendWave): string {
  return `${wave.report.name} · ${formatDate(wave.report.issued_at)}`;
}

/** A wave's short axis label: its report's name, cut to what tells waves apart. */
export function waveTick(wave: TrendWave, all: readonly TrendWave[]): string {
  const words = wave.report.name.split(' ');
  // The words every wave's name shares ("Branch Experience Tracker") say nothing on the axis.
  const shared = words.findIndex((word, i) =>
    all.some((other) => other.report.name.split(' ')[i] !== word),
  );
  const tail = shared > 0 ? words.slice(shared).join(' ') : wave.report.name;
  return tail || formatDate(wave.report.issued_at);
}

/** The sign of a significant change's interval side, for outward rounding. */
const sideOf = (change: TrendChange) =>
  change.significant === true && change.delta !== null ? Math.sign(change.delta) : 0;

/** "Δ −2.0* (−2.9 to −1.1)" for a marked change; "Δ −0.1" for one that is not. */
export function describeChange(change: TrendChange): string {
  if (change.delta === null) return '';
  const delta = formatDelta(change.delta);
  if (change.significant !== true) return t`Δ ${delta}`;
  const interval = formatInterval(change.ci, '', sideOf(change));
  return t`Δ ${delta}* (${interval})`;
}

/** What a screen reader hears of a change: its Δ and whether it is beyond chance. */
export function changeVerdict(change: TrendChange): string {
  if (change.significant === true) return t`significant change`;
  if (change.significant === false) return t`not significant`;
  if (change.reason === 'too_few') return t`too few respondents to test`;
  if (change.reason === 'shared_respondents') return t`not tested: the waves may share respondents`;
  if (change.reason === 'overlapping_groups') return t`not tested: the groups may overlap`;
  return t`not tested`;
}
