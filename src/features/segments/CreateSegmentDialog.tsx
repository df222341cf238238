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
  const { liveErrors, requiredErrors } = useFieldRules({ name, description, typed, portfolioId });
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
        <OtherError error={create.error} />
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
        <PortfolioSelect
          organizationId={organizationId}
          value={portfolioId}
          onChange={(next) => {
            changePortfolio(next);
            editing('portfolio_id');
          }}
          error={errorFor('portfolio_id')}
        />
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
        <ConfigurationsFieldset
          portfolioId={portfolioId}
          chosen={chosen}
          onChosen={setChosen}
          typedIds={typedIds}
          onTyped={(value) => {
            setTypedIds(value);
            editing('configuration_ids');
          }}
          error={errorFor('configuration_ids')}
          serverError={typed.length === 0 ? serverErrors.configuration_ids?.join(' ') : undefined}
          count={chosen.size + typed.length}
        />
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

/** The organization's portfolios to choose from, saying when the list is cut short or failed. */
function PortfolioSelect({
  organizationId,
  value,
  onChange,
  error,
}: {
  organizationId: string;
  value: string;
  onChange: (portfolioId: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const portfolios = useQuery(portfolioQueries.everything(organizationId));
  const portfolioItems = portfolios.data?.items ?? [];
  const shownPortfolios = formatInteger(portfolioItems.length);
  const portfolioCount = formatInteger(portfolios.data?.count ?? 0);
  const loadError = portfolios.error?.message;
  return (
    <TextField
      select
      label={t`Portfolio`}
      required
      value={portfolioItems.some((p) => p.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error) || portfolios.isError}
      helperText={
        error ??
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
  );
}

/** The configurations chosen from the portfolio's reports, and any typed in by id. */
function ConfigurationsFieldset({
  portfolioId,
  chosen,
  onChosen,
  typedIds,
  onTyped,
  error,
  serverError,
  count,
}: {
  portfolioId: string;
  chosen: ChosenConfigurations;
  onChosen: (chosen: ChosenConfigurations) => void;
  typedIds: string;
  onTyped: (value: string) => void;
  error: string | undefined;
  serverError: string | undefined;
  count: number;
}) {
  const { t } = useLingui();
  const chosenCount = formatInteger(count);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1, minWidth: 0 }}>
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
        onChange={onChosen}
        fallback={
          <TextField
            label={t`Other configuration ids`}
            multiline
            minRows={2}
            value={typedIds}
            onChange={(event) => onTyped(event.target.value)}
            error={Boolean(error)}
            helperText={
              error ??
              t`Any other: paste its id, from the report’s address (cfg=…), separated by commas or spaces.`
            }
          />
        }
      />
      {serverError && <FormHelperText error>{serverError}</FormHelperText>}
    </Box>
  );
}

/**
 * The form's own rules: limits show as the user types; missing required fields only once they try
 * to submit.
 */
function useFieldRules(form: {
  name: string;
  description: string;
  typed: readonly string[];
  portfolioId: string;
}) {
  const { t } = useLingui();
  const nameMax = formatInteger(NAME_MAX);
  const descriptionMax = formatInteger(DESCRIPTION_MAX);
  const liveErrors: Partial<Record<Field, string>> = {
    ...(form.name.length > NAME_MAX && { name: t`At most ${nameMax} characters.` }),
    ...(form.description.length > DESCRIPTION_MAX && {
      description: t`At most ${descriptionMax} characters.`,
    }),
    ...(form.typed.some((id) => !UUID.test(id)) && {
      configuration_ids: t`Each configuration id must be a UUID.`,
    }),
  };
  const requiredErrors: Partial<Record<Field, string>> = {
    ...(!form.name.trim() && { name: t`Enter a name.` }),
    ...(!form.portfolioId && { portfolio_id: t`Choose a portfolio.` }),
  };
  return { liveErrors, requiredErrors };
}

/** A refusal that is not about one field: the role, or the service's own message. */
function OtherError({ error }: { error: Error | null }) {
  const { t } = useLingui();
  const shown =
    error && (!isApiError(error) || !error.hasFieldErrors() || error.nonFieldErrors.length > 0)
      ? error
      : null;
  if (!shown) return null;
  return (
    <Alert severity={isApiError(shown) && shown.isForbidden ? 'info' : 'error'}>
      {isApiError(shown) && shown.isForbidden
        ? t`Your role cannot create segments. Collaborators and administrators can.`
        : shown.message}
    </Alert>
  );
}
