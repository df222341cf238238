import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { formatDelta, formatInteger, formatPercent } from '../../../lib/format';
import { activeIntlTag } from '../../../lib/i18n/locales';
import type { ResultSignificance } from '../shared/significance';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 2 } }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" component="div" sx={{ '& p': { m: 0, mt: 0.5 } }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A Δ as the page marks it, for the legend; the same look as the real ones, in words too. */
function Sample({ kind, children }: { kind: 'strong' | 'muted'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        whiteSpace: 'nowrap',
        typography: 'caption',
        fontWeight: kind === 'strong' ? 700 : 400,
        color: kind === 'strong' ? 'text.primary' : 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

/** A probability as written in the language in use: 0.05 → "0.05", 0.000617 → "0.00062" ("0,05"). */
function formatProbability(value: number): string {
  return new Intl.NumberFormat(activeIntlTag(), { maximumSignificantDigits: 2 }).format(value);
}

interface SignificanceHelpProps {
  significance: ResultSignificance;
  open: boolean;
  onClose: () => void;
}

/** How the marked differences are tested, in plain words, with this result's own numbers. */
export function SignificanceHelp({ significance, open, onClose }: SignificanceHelpProps) {
  const { t } = useLingui();
  const rate = Math.round((1 - significance.confidence) * 1000) / 1000;
  const falseAlarms = formatPercent(Math.round(rate * 100));
  const oneIn = formatInteger(Math.round(1 / rate));
  const tests = formatInteger(significance.testsRun ?? 0);
  const threshold = formatProbability(significance.threshold ?? rate);
  const alpha = formatProbability(rate);
  const intervalLevel = formatPercent(
    Math.floor((1 - (significance.threshold ?? rate)) * 1000) / 10,
  );
  const filtered = formatInteger(significance.filteredSize);
  const outside = formatInteger(significance.complementSize);
  // The marks as the page shows them (see Delta), in the language's number format.
  const beyond = formatDelta(4.8);
  const within = formatDelta(0.3);
  const tooFew = formatDelta(-3);
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="significance-help-title">
      <DialogTitle id="significance-help-title">
        <Trans>How differences are tested</Trans>
      </DialogTitle>
      {/* Focusable: the text scrolls, and has no link or button a keyboard could scroll it by. */}
      <DialogContent dividers tabIndex={0}>
        <Part title={t`Compared with whom`}>
          <p>
            <Trans>
              The filtered group ({filtered} respondents) is compared with the rest of this
              configuration’s respondents: the {outside} who do not pass the filter. The Δ beside
              each tested figure is that difference, group minus rest (“vs the rest”), the very
              number the test is of. Balance, ratio and the potential score have no test; their Δ is
              the change against the unfiltered result.
            </Trans>
          </p>
        </Part>
        <Part title={t`Means and shares`}>
          <p>
            <Trans>
              Performance and importance (rebased means, 0–100) are compared with Welch’s t-test,
              which does not assume the two groups vary alike; when either side has fewer than 100
              ratings, against the exact spread a mean of that many ratings would have if both sides
              rated alike, which stays accurate on skewed ratings of small groups. The “agreed”
              shares (ratings of 4 or 5) are compared with a two-proportion z-test and Mee’s score
              interval, the interval of that same test. Every test is two-sided.
            </Trans>
          </p>
        </Part>
        <Part title={t`Many figures at once`}>
          <p>
            <Trans>
              This result ran {tests} tests: the main score and each attitude’s four figures, as far
              as each side had 30 ratings. They are corrected together as one family
              (Benjamini–Hochberg, false discovery rate {falseAlarms}): a difference is marked when
              its p is below {threshold}, which is the same as its adjusted p being below {alpha}.
              Each interval is taken at {intervalLevel} confidence, the level that matches that
              threshold, so an interval excludes 0 exactly when its difference is marked.
            </Trans>
          </p>
          <p>
            <Trans>
              The control is per result: among filters that find no real difference at all, about 1
              in {oneIn} still shows a chance mark somewhere; where there are real differences, on
              average at most {falseAlarms} of the marks are chance. With very large groups, even
              tiny differences are marked: the Δ and its interval show how large they are.
            </Trans>
          </p>
        </Part>
        <Part title={t`The main score`}>
          <p>
            <Trans>
              The main score is tested as it is shown: the group’s main score against the rest’s,
              each weighted by its own importance, over the attitudes both sides scored. Its spread
              comes from each respondent’s share in that weighted mean. Because each side uses its
              own importance, a group’s main score can differ from the rest’s by importance alone,
              with the same performance.
            </Trans>
          </p>
        </Part>
        <Part title={t`How the marks read`}>
          <p>
            <Trans>
              <Sample kind="strong">Δ {beyond}*</Sample> bold with a star: beyond chance.{' '}
              <Sample kind="muted">Δ {within}</Sample> muted: within chance.{' '}
              <Sample kind="muted">Δ {tooFew} n&lt;30</Sample>: too few to test, when fewer than 30
              respondents in the group or outside it gave a rating. A marked difference smaller than
              0.1 reads “&lt;0.1” with its sign.
            </Trans>
          </p>
          <p>
            <Trans>
              The attitudes table’s “Test details” show each test’s figures: the group, the rest,
              the difference with its interval, and the adjusted p.
            </Trans>
          </p>
        </Part>
        <Part title={t`Not significant is not “no difference”`}>
          <p>
            <Trans>
              An unmarked difference may be real but too small to tell from chance with this many
              respondents; the interval shows how large it could be. A marked difference is unlikely
              to be chance, but may still be too small to matter.
            </Trans>
          </p>
        </Part>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
