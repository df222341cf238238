import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatInteger, formatPercent } from '../../../lib/format';
import type { TrendAnswer, TrendFamily } from '../../../queries/trends';

function familyWords(family: TrendFamily): string {
  const rate = formatPercent(Math.round((1 - family.confidence) * 100));
  const marked = formatInteger(family.marked);
  return plural(family.tests_run, {
    one: `Δ is each figure’s change from the wave before, and from the first wave to the last. Marked changes (*) are beyond chance: the # test that ran is corrected with the others (false discovery rate ${rate}); ${marked} marked.`,
    other: `Δ is each figure’s change from the wave before, and from the first wave to the last. Marked changes (*) are beyond chance: the # tests that ran are corrected together (false discovery rate ${rate}); ${marked} marked.`,
  });
}

/**
 * One line above the figures: how the changes were tested and how many are marked, or, where the
 * dashboard made the trend itself, that this service tests no change at all.
 */
export function TrendNote({ answer }: { answer: TrendAnswer }) {
  if (answer.madeBy === 'dashboard') {
    return (
      <Alert severity="info" data-testid="trend-no-tests">
        <Trans>
          This service offers no change tests: the figures of each wave are shown, and no change
          between waves is marked as beyond chance. A wave’s test against its own other respondents
          is not a change over time.
        </Trans>
      </Alert>
    );
  }
  const { family, answered } = answer.trend;
  // Under two answered waves there is nothing to test; the figures say so themselves.
  if (answered < 2) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="trend-family-note"
      sx={{ alignItems: 'flex-start', px: { xs: 0.5, sm: 1 } }}
    >
      <InfoIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
      <Typography variant="body2" color="textSecondary">
        {family.tests_run > 0 ? (
          familyWords(family)
        ) : (
          <Trans>
            No change between these waves could be tested (too few ratings, or waves that may hold
            the same people): none is marked.
          </Trans>
        )}{' '}
        <Trans>
          Waves that may hold the same people are not tested; a change in who answered shows as a
          change.
        </Trans>
      </Typography>
    </Stack>
  );
}
