import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { formatDelta, formatInteger, formatPercent } from '../../lib/format';
import { activeIntlTag } from '../../lib/i18n/locales';
import type { ResultSignificance } from './significance';

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

/** A probability threshold as written in the language in use: 0.05 → "0.05" ("0,05" in German). */
function formatProbability(value: number): string {
  return new Intl.NumberFormat(activeIntlTag(), { maximumFractionDigits: 3 }).format(value);
}

interface SignificanceHelpProps {
  significance: ResultSignificance;
  open: boolean;
  onClose: () => void;
}

/** How the marked differences are tested, in plain words, with this result's own numbers. */
export function SignificanceHelp({ significance, open, onClose }: SignificanceHelpProps) {
  const { t } = useLingui();
  const level = formatPercent(Math.round(significance.confidence * 100));
  const threshold = Math.round((1 - significance.confidence) * 1000) / 1000;
  const alpha = formatProbability(threshold);
  const falseAlarms = formatPercent(Math.round(threshold * 100));
  const tested = significance.attitudes.size;
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
              each figure is the change against the unfiltered result (everyone); it always points
              the same way as the difference from the rest, and is marked by the same test.
            </Trans>
          </p>
        </Part>
        <Part title={t`Means and shares`}>
          <p>
            <Trans>
              Performance and importance (rebased means, 0–100) are compared with Welch’s t-test,
              which does not assume the two groups vary alike. The “agreed” shares (ratings of 4 or
              5) are compared with a two-proportion z-test, with Newcombe’s interval for their
              difference. Each test is two-sided, at {level} confidence.
            </Trans>
          </p>
        </Part>
        <Part title={t`Many attitudes at once`}>
          <p>
            <Plural
              value={tested}
              one={`Testing # attitude at once, some would differ by chance alone. The p-values of each figure are therefore adjusted together across the attitudes (Benjamini–Hochberg), and a difference is marked only when its adjusted p is below ${alpha}. This keeps the expected share of false alarms among the marked differences at ${falseAlarms}.`}
              other={`Testing # attitudes at once, some would differ by chance alone. The p-values of each figure are therefore adjusted together across the attitudes (Benjamini–Hochberg), and a difference is marked only when its adjusted p is below ${alpha}. This keeps the expected share of false alarms among the marked differences at ${falseAlarms}.`}
            />
          </p>
        </Part>
        <Part title={t`The main score`}>
          <p>
            <Trans>
              Each respondent gets a score of their own: the mean of their performance ratings,
              weighted by importance, with the weights of the whole configuration held fixed, so a
              respondent’s score is the same in the group as outside it. The group’s scores are
              compared with the rest’s by Welch’s t-test. It is a single test, so its p is not
              adjusted. The mean of those scores can differ a little from the main score shown,
              which weights by the group’s own importance.
            </Trans>
          </p>
        </Part>
        <Part title={t`How the marks read`}>
          <p>
            <Trans>
              <Sample kind="strong">Δ {beyond}*</Sample> bold with a star: beyond chance.{' '}
              <Sample kind="muted">Δ {within}</Sample> muted: within chance.{' '}
              <Sample kind="muted">Δ {tooFew} n&lt;30</Sample>: too few to test, when fewer than 30
              respondents in the group or outside it gave a rating. Fulfillment balance, ratio and
              the potential score have no test of their own and are not marked.
            </Trans>
          </p>
          <p>
            <Trans>
              The attitudes table’s “Test details” show each test’s figures: the group, the rest,
              the difference with its {level} confidence interval, and the adjusted p.
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
