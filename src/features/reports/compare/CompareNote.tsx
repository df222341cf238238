import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatInteger, formatPercent } from '../../../lib/format';
import type { ResultSignificance } from '../significance';

interface CompareNoteProps {
  significance: ResultSignificance | undefined;
  /** Why there are no tests, when there are none (see untestedReason). */
  untested: string | undefined;
}

/** One line on what B − A's marks mean, or why there are none. */
export function CompareNote({ significance, untested }: CompareNoteProps) {
  const { t } = useLingui();
  const tested = significance?.attitudes.size ?? 0;
  let note = untested;
  if (significance) {
    const bSize = formatInteger(significance.filteredSize);
    const aSize = formatInteger(significance.complementSize);
    const confidence = formatPercent(Math.round(significance.confidence * 100));
    const count = formatInteger(tested);
    note =
      tested > 1
        ? t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize} (${confidence} confidence, corrected for testing ${count} attitudes). Muted differences are within chance; n<30: too few to test; the balance is not tested.`
        : t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize} (${confidence} confidence). Muted differences are within chance; n<30: too few to test; the balance is not tested.`;
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="compare-note"
      sx={{ alignItems: 'flex-start', px: { xs: 0.5, sm: 1 } }}
    >
      <InfoIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
      <Typography variant="body2" color="textSecondary">
        {note}
      </Typography>
    </Stack>
  );
}
