import type { FormEvent } from 'react';
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/errors';
import { useNotify } from '../../../components/notifications';
import type { Configuration, Report } from '../../../queries/reports';
import { portfolioQueries, type Portfolio } from '../../../queries/portfolios';
import { ignoredConfigurationIds, useCreateSegment, type Segment } from '../../../queries/segments';

interface SaveSegmentDialogProps {
  report: Report;
  configuration: Configuration;
  /** The report's portfolio, when the dashboard knows it; else the user chooses one. */
  portfolio: { id: string; name: string } | undefined;
  organizationId: string;
  onClose: () => void;
}

const NAME_MAX = 255;
const DESCRIPTION_MAX = 2000;

/** The service created the segment but left the configuration out: it is not in that portfolio. */
function LeftOutAlert({
  segment,
  configurationName,
}: {
  segment: Segment;
  configurationName: string;
}) {
  const leftOutName = segment.name;
  const leftOutPortfolio = segment.portfolio.name;
  return (
    <Alert severity="warning" variant="outlined" data-testid="configuration-left-out">
      <AlertTitle>
        <Trans>The segment was created without this configuration</Trans>
      </AlertTitle>
      <Trans>
        The service created “{leftOutName}” in {leftOutPortfolio} but left “{configurationName}”
        out: the report is not in that portfolio. Save again with the report’s own portfolio; the
        empty segment can stay or be ignored.
      </Trans>
    </Alert>
  );
}

/** The portfolio to create the segment in, where the dashboard does not know the report's. */
function PortfolioField({
  chosenId,
  onChoose,
  error,
  portfolios,
}: {
  chosenId: string;
  onChoose: (id: string) => void;
  error: string | null;
  portfolios: UseQueryResult<{ items: Portfolio[] }>;
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      label={t`Portfolio`}
      required
      value={chosenId}
      onChange={(event) => onChoose(event.target.value)}
      error={Boolean(error)}
      helperText={
        error ??
        (portfolios.isError
          ? t`Portfolios could not be loaded.`
          : t`The service does not say which portfolio this report is in. A segment holds only its own portfolio’s reports.`)
      }
    >
      {(portfolios.data?.items ?? []).map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What the service refused that no field shows, and a failure of another kind. */
function SaveErrors({ errors, other }: { errors: string[]; other: Error | null }) {
  const { t } = useLingui();
  return (
    <>
      {errors.length > 0 && (
        <Alert severity="error" variant="outlined">
          {errors.join(' ')}
        </Alert>
      )}
      {other && (
        <Alert severity="error" variant="outlined">
          {isApiError(other) && other.isForbidden
            ? t`Your role cannot create segments. Ask an administrator.`
            : other.message}
        </Alert>
      )}
    </>
  );
}

/** A new segment in the report's portfolio holding the configuration in view. */
export function SaveSegmentDialog({
  report,
  configuration,
  portfolio,
  organizationId,
  onClose,
}: SaveSegmentDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const create = useCreateSegment();
  // A service without the reports list does not say which portfolio a report is in: the user
  // says, and the service's answer shows whether the configuration was in it after all.
  const portfolios = useQuery({
    ...portfolioQueries.everything(organizationId),
    enabled: portfolio === undefined,
  });
  const [chosenId, setChosenId] = useState('');
  const [portfolioError, setPortfolioError] = useState<string | null>(null);
  const [leftOut, setLeftOut] = useState<Segment | null>(null);
  const target = portfolio ?? portfolios.data?.items.find((item) => item.id === chosenId);
  const [name, setName] = useState(`${report.name} – ${configuration.name}`.slice(0, NAME_MAX));
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const otherError =
    create.error && (!isApiError(create.error) || !create.error.hasFieldErrors())
      ? create.error
      : null;

  const configurationName = configuration.name;
  const portfolioName = portfolio?.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) setNameError(t`Give the segment a name.`);
    if (!target) setPortfolioError(t`Choose the portfolio the report belongs to.`);
    if (!trimmed || !target) return;
    create.mutate(
      {
        name: trimmed,
        portfolio_id: target.id,
        description: description.trim(),
        configuration_ids: [configuration.id],
      },
      {
        onSuccess: (segment) => {
          if (ignoredConfigurationIds([configuration.id], segment).length > 0) {
            setLeftOut(segment);
            return;
          }
          const segmentName = segment.name;
          const portfolioName = segment.portfolio.name;
          notify(t`Segment “${segmentName}” created in ${portfolioName}`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="segment-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="segment-title">
          <Trans>Save as segment</Trans>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {leftOut && <LeftOutAlert segment={leftOut} configurationName={configurationName} />}
            <Typography variant="body2" color="textSecondary">
              {portfolioName !== undefined ? (
                <Trans>
                  Creates a segment in the portfolio “{portfolioName}” holding the configuration “
                  {configurationName}”.
                </Trans>
              ) : (
                <Trans>Creates a segment holding the configuration “{configurationName}”.</Trans>
              )}{' '}
              <Trans>
                Filters applied on this page are not part of a configuration and are not saved.
              </Trans>
            </Typography>
            {!portfolio && (
              <PortfolioField
                chosenId={chosenId}
                onChoose={(id) => {
                  setChosenId(id);
                  setPortfolioError(null);
                  setLeftOut(null);
                }}
                error={portfolioError ?? fieldErrors.portfolio_id?.join(' ') ?? null}
                portfolios={portfolios}
              />
            )}
            <TextField
              label={t`Name`}
              required
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={Boolean(nameError ?? fieldErrors.name)}
              helperText={nameError ?? fieldErrors.name?.join(' ') ?? `${name.length}/${NAME_MAX}`}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              autoFocus
            />
            <TextField
              label={t`Description`}
              multiline
              minRows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(fieldErrors.description)}
              helperText={
                fieldErrors.description?.join(' ') ?? `${description.length}/${DESCRIPTION_MAX}`
              }
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
            />
            <SaveErrors
              errors={[
                ...((portfolio && fieldErrors.portfolio_id) || []),
                ...(fieldErrors.configuration_ids ?? []),
              ]}
              other={otherError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {leftOut ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? <Trans>Saving…</Trans> : <Trans>Save segment</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
