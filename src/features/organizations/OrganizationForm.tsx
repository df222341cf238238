import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/errors';
import { useNotify } from '../../components/notifications';
import { formatInteger } from '../../lib/format';
import { NeedsField } from './NeedsField';
import {
  applyPatch,
  changedFields,
  LIMITS,
  ORGANIZATION_TYPES,
  serverFieldErrors,
  validateOrganization,
  type Baseline,
  type OrganizationField,
  type OrganizationFormErrors,
  type OrganizationFormValues,
  type OrganizationType,
} from './organization-form';
import { useUpdateOrganization } from '../../queries/organizations';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { fieldPairSx, profileCardSx } from './profile-layout';

interface OrganizationFormProps {
  organizationId: string;
  initial: Baseline;
}

/** "12/100": the characters used of the limit, in the language's digits. */
const counter = (value: string, max: number) =>
  `${formatInteger(value.trim().length)}/${formatInteger(max)}`;

export function OrganizationForm({ organizationId, initial }: OrganizationFormProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const update = useUpdateOrganization(organizationId);
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState<OrganizationFormValues>(initial.values);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrganizationFormErrors>({});

  const patch = changedFields(baseline, values);
  const dirty = Object.keys(patch).length > 0;
  const errors = validateOrganization(values, { submitting: submitted });
  const errorFor = (field: OrganizationField) => errors[field] ?? serverErrors[field];

  const set = <K extends OrganizationField>(field: K, value: OrganizationFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A server message is about what was sent; once the field is edited it no longer applies.
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateOrganization(values, { submitting: true });
    if (Object.keys(problems).length > 0 || !dirty) return;
    update.mutate(patch, {
      onSuccess: () => {
        const saved = applyPatch(baseline, patch);
        setBaseline(saved);
        setValues(saved.values);
        setSubmitted(false);
        setServerErrors({});
        notify(t`Organization profile saved.`);
      },
      onError: (error) => {
        if (isApiError(error)) setServerErrors(serverFieldErrors(error.fieldErrors));
      },
    });
  };

  const discard = () => {
    setValues(baseline.values);
    setSubmitted(false);
    setServerErrors({});
    update.reset();
  };

  const generalError =
    update.error && !(isApiError(update.error) && update.error.hasFieldErrors())
      ? update.error
      : null;

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t`Organization profile`}
      sx={profileCardSx}
    >
      <UnsavedChangesPrompt
        when={dirty && !update.isPending}
        message={t`Your changes to the organization profile have not been saved. Leave this page and lose them?`}
      />
      {baseline.unknown.length > 0 && (
        <Alert severity="info" variant="outlined">
          <Trans>
            The service does not share this organization&apos;s current website, phone, needs or
            type, so they start empty. Fields you leave empty stay as they are; what you fill in
            replaces the current value.
          </Trans>
        </Alert>
      )}
      {generalError && (
        <Alert severity={isApiError(generalError) && generalError.isForbidden ? 'info' : 'error'}>
          {isApiError(generalError) && generalError.isForbidden
            ? t`Your role cannot change the organization profile. Administrators can.`
            : generalError.message}
        </Alert>
      )}

      <Box sx={fieldPairSx}>
        <TextField
          label={t`Name`}
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errorFor('name'))}
          helperText={errorFor('name') ?? counter(values.name, LIMITS.name)}
          autoComplete="organization"
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label={t`Website`}
          type="url"
          inputMode="url"
          placeholder={t({ message: 'https://example.org', context: 'example web address' })}
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
          error={Boolean(errorFor('website'))}
          helperText={errorFor('website') ?? counter(values.website, LIMITS.website)}
          autoComplete="url"
        />
        <TextField
          label={t`Primary contact phone`}
          type="tel"
          placeholder="+44 20 7946 0000"
          value={values.primary_contact_phone}
          onChange={(event) => set('primary_contact_phone', event.target.value)}
          error={Boolean(errorFor('primary_contact_phone'))}
          helperText={
            errorFor('primary_contact_phone') ??
            counter(values.primary_contact_phone, LIMITS.primary_contact_phone)
          }
          autoComplete="tel"
        />
      </Box>

      <OrganizationTypeField
        value={values.organization_type}
        onChange={(type) => set('organization_type', type)}
        error={errorFor('organization_type')}
      />

      <NeedsField
        value={values.needs}
        onChange={(needs) => set('needs', needs)}
        error={errorFor('needs')}
      />

      <SaveBar dirty={dirty} pending={update.isPending} onDiscard={discard} />
    </Paper>
  );
}

/** The organization's type, one of a few kinds, each with a hint. */
function OrganizationTypeField({
  value,
  onChange,
  error,
}: {
  value: OrganizationType | null | undefined;
  onChange: (type: OrganizationType) => void;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="organization-type-label">
        <Trans>Organization type</Trans>
      </FormLabel>
      <RadioGroup
        aria-labelledby="organization-type-label"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as OrganizationType)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {ORGANIZATION_TYPES.map((type) => (
          <FormControlLabel
            key={type.value}
            value={type.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  {i18n._(type.label)}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary">
                  {i18n._(type.hint)}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Whether anything is unsaved, with the discard and save buttons. */
function SaveBar({
  dirty,
  pending,
  onDiscard,
}: {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        gap: 1.5,
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Typography
        variant="body2"
        color="textSecondary"
        role="status"
        sx={{ mr: { sm: 'auto' }, textAlign: { xs: 'center', sm: 'left' } }}
      >
        {dirty ? <Trans>You have unsaved changes.</Trans> : <Trans>No unsaved changes.</Trans>}
      </Typography>
      <Button onClick={onDiscard} disabled={!dirty || pending}>
        <Trans>Discard changes</Trans>
      </Button>
      <Button type="submit" variant="contained" loading={pending} disabled={!dirty}>
        <Trans>Save changes</Trans>
      </Button>
    </Box>
  );
}
