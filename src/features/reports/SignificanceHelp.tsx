import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { formatInteger } from '../../lib/format';
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

interface SignificanceHelpProps {
  significance: ResultSignificance;
  open: boolean;
  onClose: () => void;
}

/** How the marked differences are tested, in plain words, with this result's own numbers. */
export function SignificanceHelp({ significance, open, onClose }: SignificanceHelpProps) {
  const level = `${Math.round(significance.confidence * 100)}%`;
  const alpha = Math.round((1 - significance.confidence) * 1000) / 1000;
  const tested = significance.attitudes.size;
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="significance-help-title">
      <DialogTitle id="significance-help-title">How differences are tested</DialogTitle>
      {/* Focusable: the text scrolls, and has no link or button a keyboard could scroll it by. */}
      <DialogContent dividers tabIndex={0}>
        <Part title="Compared with whom">
          <p>
            The filtered group ({formatInteger(significance.filteredSize)} respondents) is compared
            with the rest of this configuration’s respondents: the{' '}
            {formatInteger(significance.complementSize)} who do not pass the filter. The Δ beside
            each figure is the change against the unfiltered result (everyone); it always points the
            same way as the difference from the rest, and is marked by the same test.
          </p>
        </Part>
        <Part title="Means and shares">
          <p>
            Performance and importance (rebased means, 0–100) are compared with Welch’s t-test,
            which does not assume the two groups vary alike. The “agreed” shares (ratings of 4 or 5)
            are compared with a two-proportion z-test, with Newcombe’s interval for their
            difference. Each test is two-sided, at {level} confidence.
          </p>
        </Part>
        <Part title="Many attitudes at once">
          <p>
            Testing {formatInteger(tested)} {tested === 1 ? 'attitude' : 'attitudes'} at once, some
            would differ by chance alone. The p-values of each figure are therefore adjusted
            together across the attitudes (Benjamini–Hochberg), and a difference is marked only when
            its adjusted p is below {alpha}. This keeps the expected share of false alarms among the
            marked differences at {Math.round(alpha * 100)}%.
          </p>
        </Part>
        <Part title="The main score">
          <p>
            Each respondent gets a score of their own: the mean of their performance ratings,
            weighted by importance, with the weights of the whole configuration held fixed, so a
            respondent’s score is the same in the group as outside it. The group’s scores are
            compared with the rest’s by Welch’s t-test. It is a single test, so its p is not
            adjusted. The mean of those scores can differ a little from the main score shown, which
            weights by the group’s own importance.
          </p>
        </Part>
        <Part title="How the marks read">
          <p>
            <Sample kind="strong">Δ +4.8*</Sample> bold with a star: beyond chance.{' '}
            <Sample kind="muted">Δ +0.3</Sample> muted: within chance.{' '}
            <Sample kind="muted">Δ −3.0 n&lt;30</Sample>: too few to test, when fewer than 30
            respondents in the group or outside it gave a rating. Fulfillment balance, ratio and the
            potential score have no test of their own and are not marked.
          </p>
          <p>
            The attitudes table’s “Test details” show each test’s figures: the group, the rest, the
            difference with its {level} confidence interval, and the adjusted p.
          </p>
        </Part>
        <Part title="Not significant is not “no difference”">
          <p>
            An unmarked difference may be real but too small to tell from chance with this many
            respondents; the interval shows how large it could be. A marked difference is unlikely
            to be chance, but may still be too small to matter.
          </p>
        </Part>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
