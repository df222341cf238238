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

/**
 * What the marks mean: compared with whom, how many tests were corrected together, and what the
 * control promises per result (about 1 in 20 filters without any real difference shows a mark).
 */
function markedDifferences(outside: number, confidence: number, tests: number | undefined): string {
  const rate = formatPercent(Math.round((1 - confidence) * 100));
  const oneIn = formatInteger(Math.round(1 / (1 - confidence)));
  if (tests !== undefined) {
    const count = formatInteger(tests);
    return plural(outside, {
      one: `Δ sets the group against the # respondent outside the filter. Marked differences (*) are beyond chance: the ${count} tests that ran are corrected together (false discovery rate ${rate}), so among filters with no real difference about 1 in ${oneIn} still shows a chance mark.`,
      other: `Δ sets the group against the # respondents outside the filter. Marked differences (*) are beyond chance: the ${count} tests that ran are corrected together (false discovery rate ${rate}), so among filters with no real difference about 1 in ${oneIn} still shows a chance mark.`,
    });
  }
  return plural(outside, {
    one: `Marked differences (*) are beyond chance compared with the # respondent outside the filter (${rate} false discovery rate).`,
    other: `Marked differences (*) are beyond chance compared with the # respondents outside the filter (${rate} false discovery rate).`,
  });
}

/**
 * One line under the filters: what the marks on the Δ values mean, with a way to the details; or,
 * from a service that does not test, that none of them is marked.
 */
export function SignificanceNote({ significance, compared }: SignificanceNoteProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  if (!significance && !compared) return null;
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
            {markedDifferences(
              significance.complementSize,
              significance.confidence,
              significance.testsRun,
            )}{' '}
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
