import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatInteger } from '../../../lib/format';
import type { ResultSignificance } from '../significance';

interface CompareNoteProps {
  significance: ResultSignificance | undefined;
  /** Why there are no tests, when there are none (see untestedReason). */
  untested: string | undefined;
}

/** One line on what B − A's marks mean, or why there are none. */
export function CompareNote({ significance, untested }: CompareNoteProps) {
  const tested = significance?.attitudes.size ?? 0;
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="compare-note"
      sx={{ alignItems: 'flex-start', px: { xs: 0.5, sm: 1 } }}
    >
      <InfoIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
      <Typography variant="body2" color="textSecondary">
        {significance
          ? `Each B − A marked * is beyond chance: B’s ${formatInteger(significance.filteredSize)} respondents tested against A’s ${formatInteger(significance.complementSize)} (${Math.round(significance.confidence * 100)}% confidence${tested > 1 ? `, corrected for testing ${formatInteger(tested)} attitudes` : ''}). Muted differences are within chance; n<30: too few to test; the balance is not tested.`
          : untested}
      </Typography>
    </Stack>
  );
}
