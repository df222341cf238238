import { useState, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { formatInteger, formatPercent } from '../../../lib/format';
import { SignificanceHelp } from './SignificanceHelp';
import type { ResultSignificance } from '../shared/significance';

type SignificanceNoteProps =
  | {
      /** One group, tested against the respondents outside its filter. */
      groups: 1;
      significance: ResultSignificance | undefined;
      /** A filtered result with the unfiltered one to compare with: its Δ values are on screen. */
      compared: boolean;
    }
  | {
      /** Two groups, B tested against A. */
      groups: 2;
      significance: ResultSignificance | undefined;
      /** Why there are no tests, when there are none (see untestedReason). */
      untested: string | undefined;
    };

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

/** What B − A's marks mean: B's respondents tested against A's, corrected as one family. */
function markedPairDifferences(significance: ResultSignificance): string {
  const bSize = formatInteger(significance.filteredSize);
  const aSize = formatInteger(significance.complementSize);
  const rate = formatPercent(Math.round((1 - significance.confidence) * 100));
  const count = formatInteger(significance.testsRun ?? 0);
  return significance.testsRun !== undefined
    ? t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize}, the ${count} tests of this comparison corrected together as one family (false discovery rate ${rate}). Muted differences are within chance; n<30: too few to test; the balance is not tested.`
    : t`Each B − A marked * is beyond chance: B’s ${bSize} respondents tested against A’s ${aSize} (${rate} false discovery rate). Muted differences are within chance; n<30: too few to test; the balance is not tested.`;
}

/** The note's line: an icon and its words. */
function NoteLine({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid={testId}
      sx={{ alignItems: 'flex-start', px: { xs: 0.5, sm: 1 } }}
    >
      <InfoIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
      {children}
    </Stack>
  );
}

/**
 * One line under the filters: what the marks on the Δ values mean, with a way to the details; or,
 * from a service that does not test, that none of them is marked. Of two groups: what B − A's
 * marks mean, or why there are none.
 */
export function SignificanceNote(props: SignificanceNoteProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const { significance } = props;
  if (props.groups === 2) {
    return (
      <NoteLine testId="compare-note">
        <Typography variant="body2" color="textSecondary">
          {significance ? markedPairDifferences(significance) : props.untested}
        </Typography>
      </NoteLine>
    );
  }
  if (!significance && !props.compared) return null;
  return (
    <NoteLine testId="significance-note">
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
    </NoteLine>
  );
}
