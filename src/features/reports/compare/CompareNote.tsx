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
  let note = untested;
  if (significance) {
    const bSize = formatInteger(significance.filteredSize);
    const aSize = formatInteger(significance.complementSize);
    const rate = formatPercent(Math.round((1 - significance.confidence) * 100));
    const count = formatInteger(significance.testsRun ?? 0);
    note =
      significance.testsRun !== undefined
        ? t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize}, the ${count} tests of this comparison corrected together as one family (false discovery rate ${rate}). Muted differences are within chance; n<30: too few to test; the balance is not tested.`
        : t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize} (${rate} false discovery rate). Muted differences are within chance; n<30: too few to test; the balance is not tested.`;
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
