import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { isApiError } from '../../api/errors';
import { formatInteger } from '../../lib/format';
import { portfolioQueries } from '../../queries/portfolios';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';
import { ConfigurationPicker, type ChosenConfigurations } from './ConfigurationPicker';
import { ignoredConfigurationIds, useCreateSegment, type Segment } from '../../queries/segments';

const NAME_MAX = 255;
const DESCRIPTION_MAX = 2000;
type Field = 'name' | 'portfolio_id' | 'description' | 'configuration_ids';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SegmentCreated {
  segment: Segment;
  /** Configurations sent that the service left out (not in the portfolio), with readable labels. */
  ignored: { id: string; label: string }[];
}

interface CreateSegmentDialogProps {
  open: boolean;
  organizationId: string;
  initialPortfolioId?: string;
  onClose: () => void;
  onCreated: (outcome: SegmentCreated) => void;
}

export function CreateSegmentDialog({ open, onClose, ...props }: CreateSegmentDialogProps) {
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="create-segment-title">
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {open && <CreateSegmentForm onClose={onClose} {...props} />}
    </ResponsiveDialog>
  );
}

function CreateSegmentForm({
  organizationId,
  initialPortfolioId = '',
  onClose,
  onCreated,
}: Omit<CreateSegmentDialogProps, 'open'>) {
  const { t } = useLingui();
  const portfolios = useQuery(portfolioQueries.everything(organizationId));
  const create = useCreateSegment();
  const [name, setName] = useState('');
  const [portfolioId, setPortfolioId] = useState(initialPortfolioId);
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<ChosenConfigurations>(new Map());
  const [typedIds, setTypedIds] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Fields edited since the service refused them: its message no longer describes them.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, create.error);
  const editing = (field: Field) => setEdited((current) => new Set(current).add(field));

  const typed = typedIds.split(/[\s,]+/).filter(Boolean);
  const nameMax = formatInteger(NAME_MAX);
  const descriptionMax = formatInteger(DESCRIPTION_MAX);
  // Limits show as the user types; missing required fields only once they try to submit.
  const liveErrors: Partial<Record<Field, string>> = {
    ...(name.length > NAME_MAX && { name: t`At most ${nameMax} characters.` }),
    ...(description.length > DESCRIPTION_MAX && {
      description: t`At most ${descriptionMax} characters.`,
    }),
    ...(typed.some((id) => !UUID.test(id)) && {
      configuration_ids: t`Each configuration id must be a UUID.`,
    }),
  };
  const requiredErrors: Partial<Record<Field, string>> = {
    ...(!name.trim() && { name: t`Enter a name.` }),
    ...(!portfolioId && { portfolio_id: t`Choose a portfolio.` }),
  };
  const serverErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const errorFor = (field: Field): string | undefined =>
    liveErrors[field] ??
    (submitted ? requiredErrors[field] : undefined) ??
    (edited.has(field) ? undefined : serverErrors[field]?.join(' '));

  const changePortfolio = (next: string) => {
    setPortfolioId(next);
    // Configurations belong to one portfolio: a choice made for another would be ignored.
    setChosen(new Map());
    setTypedIds('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((count) => count + 1);
    setEdited(new Set());
    if (Object.keys(liveErrors).length > 0 || Object.keys(requiredErrors).length > 0) return;
    const labels = new Map(chosen);
    for (const id of typed) if (!labels.has(id)) labels.set(id, id);
    const ids = [...labels.keys()];
    create.mutate(
      {
        name: name.trim(),
        portfolio_id: portfolioId,
        description: description.trim(),
        configuration_ids: ids,
      },
      {
        onSuccess: (segment) => {
          const ignored = ignoredConfigurationIds(ids, segment).map((id) => ({
            id,
            label: labels.get(id) ?? id,
          }));
          onCreated({ segment, ignored });
        },
      },
    );
  };

  const otherError =
    create.error &&
    (!isApiError(create.error) ||
      !create.error.hasFieldErrors() ||
      create.error.nonFieldErrors.length > 0)
      ? create.error
      : null;
  const portfolioItems = portfolios.data?.items ?? [];
  const shownPortfolios = formatInteger(portfolioItems.length);
  const portfolioCount = formatInteger(portfolios.data?.count ?? 0);
  const loadError = portfolios.error?.message;
  const chosenCount = formatInteger(chosen.size + typed.length);
  // A counter under a field: "12/255".
  const nameLength = formatInteger(name.length);
  const descriptionLength = formatInteger(description.length);

  return (
    <Box
      ref={form}
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id="create-segment-title">
        <Trans>New segment</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography variant="body2" color="textSecondary">
          <Trans>A segment groups configurations of one portfolio’s reports.</Trans>
        </Typography>
        {otherError && (
          <Alert severity={isApiError(otherError) && otherError.isForbidden ? 'info' : 'error'}>
            {isApiError(otherError) && otherError.isForbidden
              ? t`Your role cannot create segments. Collaborators and administrators can.`
              : otherError.message}
          </Alert>
        )}
        <TextField
          label={t`Name`}
          required
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            editing('name');
          }}
          error={Boolean(errorFor('name'))}
          helperText={errorFor('name') ?? `${nameLength}/${nameMax}`}
        />
        <TextField
          select
          label={t`Portfolio`}
          required
          value={portfolioItems.some((p) => p.id === portfolioId) ? portfolioId : ''}
          onChange={(event) => {
            changePortfolio(event.target.value);
            editing('portfolio_id');
          }}
          error={Boolean(errorFor('portfolio_id')) || portfolios.isError}
          helperText={
            errorFor('portfolio_id') ??
            (portfolios.isError
              ? t`Portfolios could not be loaded: ${loadError}`
              : portfolios.data && !portfolios.data.complete
                ? t`The first ${shownPortfolios} of ${portfolioCount} portfolios.`
                : t`Configurations are chosen from this portfolio’s reports.`)
          }
          disabled={portfolios.isPending}
        >
          {portfolioItems.map((portfolio) => (
            <MenuItem key={portfolio.id} value={portfolio.id}>
              {portfolio.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t`Description`}
          multiline
          minRows={2}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            editing('description');
          }}
          error={Boolean(errorFor('description'))}
          helperText={errorFor('description') ?? `${descriptionLength}/${descriptionMax}`}
        />
        <Box
          component="fieldset"
          sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            <Trans>
              Configurations{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                ({chosenCount} chosen)
              </Typography>
            </Trans>
          </Typography>
          <ConfigurationPicker
            portfolioId={portfolioId}
            chosen={chosen}
            onChange={setChosen}
            fallback={
              <TextField
                label={t`Other configuration ids`}
                multiline
                minRows={2}
                value={typedIds}
                onChange={(event) => {
                  setTypedIds(event.target.value);
                  editing('configuration_ids');
                }}
                error={Boolean(errorFor('configuration_ids'))}
                helperText={
                  errorFor('configuration_ids') ??
                  t`Any other: paste its id, from the report’s address (cfg=…), separated by commas or spaces.`
                }
              />
            }
          />
          {serverErrors.configuration_ids && typed.length === 0 && (
            <FormHelperText error>{serverErrors.configuration_ids.join(' ')}</FormHelperText>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          <Trans>Create segment</Trans>
        </Button>
      </DialogActions>
    </Box>
  );
}
