import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Result } from '../../../queries/reports';
import { quotedList } from '../shared/report-labels';

/** A result the service withheld to keep respondents anonymous (`state.reason: "anonymity"`). */
export const refusedForAnonymity = (result: Result): boolean =>
  result.state.status === 'insufficient_data' && result.state.reason === 'anonymity';

interface AnonymityRefusalProps {
  result: Result;
  /** The figures on screen are the previous result's. */
  showingPrevious: boolean;
  onResetFilters: () => void;
}

/**
 * Says in plain words why the figures are withheld and how to widen the filters (the values the
 * service answers together), never with a count or anything about other requests.
 */
export function AnonymityRefusal({
  result,
  showingPrevious,
  onResetFilters,
}: AnonymityRefusalProps) {
  const widen = result.state.widen ?? [];
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="anonymity-refusal"
      action={
        <Button color="inherit" size="small" onClick={onResetFilters} sx={{ whiteSpace: 'nowrap' }}>
          <Trans>Reset filters</Trans>
        </Button>
      }
    >
      <AlertTitle>
        <Trans>Hidden to keep respondents anonymous</Trans>
      </AlertTitle>
      <Trans>
        Combined with other results, these filters could single out a few respondents, so this
        result is not shown. Choose broader filters: fewer filters at once, or more values of one.
      </Trans>
      {widen.map((hint) => {
        const filterable = hint.filterable.name;
        const values = quotedList(hint.values, 'conjunction');
        return (
          <Typography key={hint.filterable.id + hint.values.join()} variant="body2" sx={{ mt: 1 }}>
            <Trans>
              For {filterable}, choose {values} together.
            </Trans>
          </Typography>
        );
      })}
      {showingPrevious && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Trans>The figures below are still those of your previous filters.</Trans>
        </Typography>
      )}
    </Alert>
  );
}
