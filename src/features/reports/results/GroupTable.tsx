import { useCallback, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';
import AttitudeRow, { rowStyles } from './AttitudeRow';
import AttitudeTestRow from './AttitudeTestRow';
import { OverviewHead, TestsHead } from './AttitudesTableHead';
import { sortAttitudes, type SortState } from './attitude-columns';
import { RevealedRows } from './table-parts';
import { TableSection } from './TableSection';
import { hasSignificantDifference, type ResultSignificance } from '../shared/significance';
import type { ResultAttitude } from '../../../queries/reports';

/** Measured in Chromium: the heading and column headers (narrow screens wrap the note), a row. */
const HEAD_HEIGHT = 150;
const ROW_HEIGHT = 53;

export interface GroupTableProps {
  attitudes: readonly ResultAttitude[];
  /** Unfiltered figures by attitude id, when a filter is applied. */
  base?: Map<string, ResultAttitude> | undefined;
  /** Which differences from the respondents outside the filter are beyond chance, if tested. */
  significance?: ResultSignificance | undefined;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onOpen?: ((id: string) => void) | undefined;
  /** Only the attitudes with a significant difference (kept in the URL by the page). */
  significantOnly?: boolean;
  onSignificantOnly?: (on: boolean) => void;
  /** Each test's figures instead of the overview's columns. */
  testDetails?: boolean;
  onTestDetails?: (on: boolean) => void;
}

function Note({ base, tested, details }: { base: boolean; tested: boolean; details: boolean }) {
  return (
    <Typography variant="body2" color="textSecondary">
      <Trans>
        Performance and importance are rebased means (0–100); “agreed” is the share rating 4 or 5.
      </Trans>{' '}
      {details ? (
        <Trans>
          Each test sets the group against the respondents outside the filter: Δ is their difference
          (* beyond chance, muted within chance, n&lt;30 too few to test), with the confidence
          interval that agrees with its mark and its p adjusted across every test of the result.
        </Trans>
      ) : (
        base &&
        (tested ? (
          <Trans>
            Δ vs the rest: the group against the respondents outside the filter; * beyond chance,
            muted within chance, n&lt;30 too few to test. Balance and ratio are not tested; their Δ
            is the change against the unfiltered result.
          </Trans>
        ) : (
          <Trans>Δ is the change against the unfiltered result.</Trans>
        ))
      )}
    </Typography>
  );
}

/** What the "significant differences only" switch leaves: said when it is turned on. */
function significantOnlyStatus(shown: number, total: number): string {
  const hidden = total - shown;
  if (shown === 0) {
    return plural(hidden, {
      one: 'No attitude differs significantly from the respondents outside the filter; the one attitude is hidden.',
      other:
        'No attitude differs significantly from the respondents outside the filter; all # are hidden.',
    });
  }
  const shownCount = formatInteger(shown);
  const totalCount = formatInteger(total);
  return plural(hidden, {
    one: `${shownCount} of ${totalCount} attitudes differ significantly; # without a significant difference is hidden.`,
    other: `${shownCount} of ${totalCount} attitudes differ significantly; # without a significant difference are hidden.`,
  });
}

/**
 * A switch's state, shown at once: the URL it is kept in changes in a transition, and a
 * controlled switch would flip back until then (a tenth of a second, more on a busy machine).
 */
function useSwitch(value: boolean, onChange: ((on: boolean) => void) | undefined) {
  const [shown, setShown] = useState(value);
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setShown(value);
  }
  const change = useCallback(
    (on: boolean) => {
      setShown(on);
      onChange?.(on);
    },
    [onChange],
  );
  return [shown, change] as const;
}

/** The switches that narrow the table to significant rows and show the tests' details. */
function SignificanceSwitches({
  significantOnly,
  onSignificantOnly,
  testDetails,
  onTestDetails,
}: {
  significantOnly: boolean;
  onSignificantOnly: (on: boolean) => void;
  testDetails: boolean;
  onTestDetails: (on: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2, alignItems: 'center', mt: 0.5 }}
    >
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={significantOnly}
            onChange={(event) => onSignificantOnly(event.target.checked)}
          />
        }
        label={t`Significant differences only`}
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={testDetails}
            onChange={(event) => onTestDetails(event.target.checked)}
          />
        }
        label={t`Test details`}
        slotProps={{ typography: { variant: 'body2' } }}
      />
    </Stack>
  );
}

const ignore = () => {};

/** One group's every figure of every attitude; sortable; each attitude opens its detail. */
export function GroupTable({
  attitudes,
  base,
  significance,
  sort,
  onSort,
  onOpen = ignore,
  significantOnly: significantOnlyProp = false,
  onSignificantOnly,
  testDetails: testDetailsProp = false,
  onTestDetails,
}: GroupTableProps) {
  const { t } = useLingui();
  const [significantOnly, setSignificantOnly] = useSwitch(significantOnlyProp, onSignificantOnly);
  const [testDetails, setTestDetails] = useSwitch(testDetailsProp, onTestDetails);
  const testsOf = useCallback(
    (attitude: ResultAttitude) => significance?.attitudes.get(attitude.attitude_id),
    [significance],
  );
  const sorted = useMemo(() => sortAttitudes(attitudes, sort, testsOf), [attitudes, sort, testsOf]);
  // Without significance (unfiltered, or a service that does not test) the switches do nothing.
  const onlySignificant = significance !== undefined && significantOnly;
  const details = significance !== undefined && testDetails;
  const significantCount = useMemo(
    () => sorted.filter((attitude) => hasSignificantDifference(testsOf(attitude))).length,
    [sorted, testsOf],
  );
  const shownCount = onlySignificant ? significantCount : sorted.length;
  return (
    <TableSection
      headingId="attitudes-heading"
      title={<Trans>Attitudes</Trans>}
      // Off screen (below the charts), the browser skips laying out hundreds of rows until they
      // scroll into view. Until then it holds the table's estimated height, so the page's length
      // and the scroll bar barely move when it is drawn; `auto` then remembers the real size.
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${HEAD_HEIGHT + shownCount * ROW_HEIGHT}px`,
      }}
      intro={
        <>
          <Note base={base !== undefined} tested={significance !== undefined} details={details} />
          {significance && (
            <SignificanceSwitches
              significantOnly={significantOnly}
              onSignificantOnly={setSignificantOnly}
              testDetails={testDetails}
              onTestDetails={setTestDetails}
            />
          )}
          {significance && (
            // Always there, so that turning the switch on is announced.
            <Typography variant="body2" role="status" data-testid="significant-only-status">
              {onlySignificant ? significantOnlyStatus(shownCount, sorted.length) : ''}
            </Typography>
          )}
        </>
      }
      scrollLabel={t`Attitudes table, scrolls sideways`}
      // Rows without a significant difference are hidden by a class rather than removed:
      // switching is one style change instead of unmounting and remounting 500 rows.
      className={onlySignificant ? 'significant-only' : undefined}
      tableSx={(theme) => ({
        minWidth: 1100,
        '& td, & th': { whiteSpace: 'nowrap' },
        '&.significant-only tbody tr:not([data-significant])': { display: 'none' },
        ...rowStyles(theme),
      })}
    >
      {details && significance ? (
        <TestsHead
          sort={sort}
          onSort={onSort}
          // Intervals are at 1 − t, the level that agrees with the marks.
          confidence={
            significance.threshold !== undefined
              ? 1 - significance.threshold
              : significance.confidence
          }
        />
      ) : (
        <OverviewHead sort={sort} onSort={onSort} />
      )}
      {/* Keyed by the mode: the other cells come a block of rows per task, as on the first
              draw, and the old body leaves in one piece. */}
      <TableBody key={details ? 'tests' : 'overview'}>
        <RevealedRows rows={sorted}>
          {(attitude) =>
            details ? (
              <AttitudeTestRow
                key={attitude.id}
                attitude={attitude}
                tests={testsOf(attitude)}
                significant={hasSignificantDifference(testsOf(attitude))}
                onOpen={onOpen}
              />
            ) : (
              <AttitudeRow
                key={attitude.id}
                attitude={attitude}
                before={base?.get(attitude.attitude_id)}
                significance={significance}
                tests={testsOf(attitude)}
                significant={hasSignificantDifference(testsOf(attitude))}
                onOpen={onOpen}
              />
            )
          }
        </RevealedRows>
      </TableBody>
    </TableSection>
  );
}
