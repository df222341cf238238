import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatInteger, formatPercent } from '../../lib/format';
import { SignificanceHelp } from './SignificanceHelp';
import type { ResultSignificance } from './significance';

interface SignificanceNoteProps {
  significance: ResultSignificance | undefined;
  /** A filtered result with the unfiltered one to compare with: its Δ values are on screen. */
  compared: boolean;
}

/** What the marks mean: compared with how many, at which confidence, corrected for how many tests. */
function markedDifferences(outside: number, confidence: number, tested: number): string {
  const level = formatPercent(Math.round(confidence * 100));
  if (tested > 1) {
    const attitudes = formatInteger(tested);
    return plural(outside, {
      one: `Marked differences (*) are beyond chance compared with the # respondent outside the filter (${level} confidence, corrected for testing ${attitudes} attitudes).`,
      other: `Marked differences (*) are beyond chance compared with the # respondents outside the filter (${level} confidence, corrected for testing ${attitudes} attitudes).`,
    });
  }
  return plural(outside, {
    one: `Marked differences (*) are beyond chance compared with the # respondent outside the filter (${level} confidence).`,
    other: `Marked differences (*) are beyond chance compared with the # respondents outside the filter (${level} confidence).`,
  });
}

/**
 * One line under the filters: what the marks on the Δ values mean, with a way to the details; or,
 * from a service that does not test, that none of them is marked.
 */
export function SignificanceNote({ significance, compared }: SignificanceNoteProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  if (!significance && !compared) return null;
  const tested = significance?.attitudes.size ?? 0;
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="significance-note"
      sx={{ alignItems: 'flex-start', px: { xs: 0.5, sm: 1 } }}
    >
      <InfoIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
      <Typography variant="body2" color="textSecondary">
        {significance ? (
          <>
            {markedDifferences(significance.complementSize, significance.confidence, tested)}{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="always"
              onClick={() => setHelpOpen(true)}
              aria-haspopup="dialog"
              sx={{ verticalAlign: 'baseline' }}
            >
              <Trans>How is this tested?</Trans>
            </Link>
          </>
        ) : (
          <Trans>
            This service does not mark which differences are significant: each Δ is the plain change
            against the unfiltered result.
          </Trans>
        )}
      </Typography>
      {significance && (
        <SignificanceHelp
          significance={significance}
          open={helpOpen}
          onClose={() => setHelpOpen(false)}
        />
      )}
    </Stack>
  );
}
