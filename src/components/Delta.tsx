import { useLingui } from '@lingui/react/macro';
import { styled } from '@mui/material/styles';
import {
  VERDICT_WORDS,
  describeTest,
  verdictOf,
  type FigureTest,
  type TestSides,
  type Verdict,
} from '../lib/significance-marks';
import { visuallyHidden } from '../lib/visually-hidden';
import { formatDeltaWithUnit, formatMarkedDeltaWithUnit } from './delta-text';

/** What a Δ is measured from. */
export type DeltaBase = 'unfiltered' | 'group-a' | 'outside-filter';

interface DeltaProps {
  /** The figure now. */
  value: number;
  /** The same figure for every respondent; nothing is shown without it. */
  base: number | undefined;
  /** Whether a rise is good news (green), bad news (red) or neither. */
  sense?: 'higher-better' | 'lower-better' | 'neutral';
  unit?: string;
  /**
   * The figure's significance test (group against the respondents outside the filter), or
   * `not-tested` for a figure the service has no test for. Left out when the service tests
   * nothing: the Δ is then shown plain, neither marked nor muted.
   */
  test?: FigureTest;
  /** What `base` is, for the hover title: the unfiltered result, a comparison's A, or the rest. */
  against?: DeltaBase;
  /** Said after the test in the hover title: what the test's own figures are. */
  testNote?: string;
  /** How the test's two sides are named in the hover title (B and A in a comparison). */
  sides?: TestSides;
  /** What the change is called before its figure: "Δ" (the default); none in a column headed so. */
  prefix?: string;
}

/** A visible mark beside the figure; the words a screen reader hears instead are VERDICT_WORDS. */
const MARKS: Partial<Record<Verdict, string>> = { significant: '*', 'too-few': 'n<30' };

type Tone = 'primary' | 'secondary' | 'success' | 'error';

/**
 * The Δ's text, its tone and weight set by data attributes: styles made once, where a Typography
 * with `sx` and three boxes made emotion serialise four style objects for every Δ on every render
 * (a filtered report's table draws hundreds).
 */
const DeltaText = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  display: 'inline-block',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  // Tested: bold when significant, regular otherwise (muted, too few, or without a test).
  '&[data-verdict]': { fontWeight: 400 },
  '&[data-verdict="significant"]': { fontWeight: 700 },
  '&[data-tone="primary"]': { color: theme.palette.text.primary },
  '&[data-tone="secondary"]': { color: theme.palette.text.secondary },
  '&[data-tone="success"]': { color: theme.palette.success.main },
  '&[data-tone="error"]': { color: theme.palette.error.main },
  '& .delta-words': visuallyHidden,
  '& .delta-mark': { marginLeft: 1 },
  '&[data-verdict="too-few"] .delta-mark': { marginLeft: theme.spacing(0.5), fontSize: '0.9em' },
}));

/**
 * The change of a figure against the unfiltered result: "Δ +2.5"; with a test, the difference the
 * test is of (the group against the rest, B against A). With a test, a significant
 * change is bold with a star, a change within chance is muted, one that could not be tested says
 * "n<30"; each also says so in words to a screen reader, never by colour alone.
 */
export function Delta({
  value,
  base,
  sense = 'higher-better',
  unit = '',
  test,
  against = 'unfiltered',
  testNote,
  sides,
  prefix = 'Δ',
}: DeltaProps) {
  const { t } = useLingui();
  if (base === undefined || !Number.isFinite(base) || !Number.isFinite(value)) return null;
  // With a test, the Δ shown is the number tested (the group against the rest, or B against A),
  // never a different contrast beside its mark.
  const tested = test !== undefined && test !== 'not-tested' && test.delta !== null;
  const difference = tested ? test.delta! : value - base;
  const basis: DeltaBase = tested && against === 'unfiltered' ? 'outside-filter' : against;
  const rounded = Math.round(difference * 10) / 10;
  const verdict = test === undefined ? undefined : verdictOf(test);
  // A significant change that rounds to ±0 (a group that is most of the population) still shows
  // which way it went.
  const direction = verdict === 'significant' ? Math.sign(difference) : Math.sign(rounded);
  const good = sense === 'higher-better' ? direction > 0 : direction < 0;
  const bad = sense === 'higher-better' ? direction < 0 : direction > 0;
  const muted = verdict === 'not-significant' || verdict === 'too-few';
  const tone: Tone = muted
    ? 'secondary'
    : sense === 'neutral' || direction === 0
      ? verdict === 'significant'
        ? 'primary'
        : 'secondary'
      : good
        ? 'success'
        : bad
          ? 'error'
          : 'secondary';
  const change =
    verdict === 'significant'
      ? formatMarkedDeltaWithUnit(difference, unit)
      : formatDeltaWithUnit(difference, unit);
  const mark = verdict && MARKS[verdict];
  // A sentence per base, not one with the base put in: German declines each differently.
  const changeAgainst =
    basis === 'group-a'
      ? t`Change against group A: ${change}.`
      : basis === 'outside-filter'
        ? t`Change against the respondents outside the filter: ${change}.`
        : t`Change against the unfiltered result: ${change}.`;
  const title = [changeAgainst, test && describeTest(test, unit, sides), test && testNote]
    .filter(Boolean)
    .join(' ');
  return (
    <DeltaText data-testid="delta" data-verdict={verdict} data-tone={tone} title={title}>
      {prefix && <span aria-hidden>{prefix} </span>}
      <span className="delta-words">
        {t({
          message: 'change',
          context: 'screen reader, before a figure',
          comment: 'Read out before a change of a figure: "change +2.5, significant".',
        })}{' '}
      </span>
      {change}
      {mark && (
        <span className="delta-mark" aria-hidden>
          {mark}
        </span>
      )}
      {verdict && <span className="delta-words">, {VERDICT_WORDS[verdict]}</span>}
    </DeltaText>
  );
}
