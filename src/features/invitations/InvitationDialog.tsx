import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { isApiError } from '../../api/errors';
import { formatInteger } from '../../lib/format';
import { portfolioQueries, type Portfolio } from '../../queries/portfolios';
import { roleDescription, roleLabel, ROLES, type Role } from '../../lib/roles';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';
import {
  EMAIL_MAX,
  EMPTY_INVITATION,
  formFromInvitation,
  invitationRequest,
  NAME_MAX,
  otherFieldMessages,
  serverFieldErrors,
  validateInvitation,
  type InvitationField,
  type InvitationFormErrors,
  type InvitationFormValues,
} from './invitation-form';
import { useSaveInvitation, type Invitation, type SaveResult } from '../../queries/invitations';

export type InvitationDialogMode =
  | { kind: 'invite'; organizationId: string; organizationName: string | null }
  | { kind: 'edit'; invitation: Invitation };

interface InvitationDialogProps {
  mode: InvitationDialogMode | null;
  onClose: () => void;
  onSaved: (result: SaveResult, mode: InvitationDialogMode) => void;
}

export function InvitationDialog({ mode, onClose, onSaved }: InvitationDialogProps) {
  return (
    <ResponsiveDialog
      open={mode !== null}
      onClose={onClose}
      aria-labelledby="invitation-dialog-title"
    >
      {/* Mounted only while open, so each opening starts from its own values. */}
      {mode && <InvitationForm mode={mode} onClose={onClose} onSaved={onSaved} />}
    </ResponsiveDialog>
  );
}

function InvitationForm({
  mode,
  onClose,
  onSaved,
}: {
  mode: InvitationDialogMode;
  onClose: () => void;
  onSaved: InvitationDialogProps['onSaved'];
}) {
  const { t } = useLingui();
  const editing = mode.kind === 'edit' ? mode.invitation : null;
  const organizationId =
    mode.kind === 'edit' ? mode.invitation.organization.id : mode.organizationId;
  // One id per opening: sending again after a failure (even one where the first request did
  // arrive) replaces the same invitation instead of creating a second one.
  const [id] = useState(() => editing?.id ?? crypto.randomUUID());
  const [values, setValues] = useState<InvitationFormValues>(() =>
    editing ? formFromInvitation(editing) : EMPTY_INVITATION,
  );
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverErrors, setServerErrors] = useState<InvitationFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, serverErrors);
  const save = useSaveInvitation();

  const errors = validateInvitation(values, { submitting: submitted });
  const errorFor = (field: InvitationField) => errors[field] ?? serverErrors[field];
  const set = <K extends InvitationField>(field: K, value: InvitationFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAttempt((count) => count + 1);
    if (Object.keys(validateInvitation(values, { submitting: true })).length > 0) return;
    save.mutate(
      { id, body: invitationRequest(values, organizationId, editing?.status ?? 0) },
      {
        onSuccess: (result) => onSaved(result, mode),
        onError: (error) => {
          if (isApiError(error)) setServerErrors(serverFieldErrors(error.fieldErrors));
        },
      },
    );
  };

  const organizationName = mode.kind === 'invite' ? mode.organizationName : null;
  const emailMax = formatInteger(EMAIL_MAX);
  /** "Optional. 4/25": an optional name's characters used of its limit. */
  const optional = (value: string) => {
    const length = formatInteger(value.trim().length);
    const max = formatInteger(NAME_MAX);
    return t`Optional. ${length}/${max}`;
  };

  return (
    <Box
      ref={form}
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogTitle id="invitation-dialog-title">
        {editing ? <Trans>Edit invitation</Trans> : <Trans>Invite member</Trans>}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" color="textSecondary">
          {editing ? (
            <Trans>Saving replaces the invitation and starts a new 7-day expiry.</Trans>
          ) : organizationName ? (
            <Trans>The invitation to {organizationName} is valid for 7 days.</Trans>
          ) : (
            <Trans>The invitation to the organization is valid for 7 days.</Trans>
          )}
        </Typography>
        <SaveFailure failure={save.error} />
        <TextField
          label={t`Email`}
          type="email"
          required
          autoFocus
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={Boolean(errorFor('email'))}
          helperText={
            errorFor('email') ?? t`The invitation is sent here. At most ${emailMax} characters.`
          }
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t`First name`}
            autoComplete="off"
            value={values.first_name}
            onChange={(event) => set('first_name', event.target.value)}
            error={Boolean(errorFor('first_name'))}
            helperText={errorFor('first_name') ?? optional(values.first_name)}
          />
          <TextField
            label={t`Last name`}
            autoComplete="off"
            value={values.last_name}
            onChange={(event) => set('last_name', event.target.value)}
            error={Boolean(errorFor('last_name'))}
            helperText={errorFor('last_name') ?? optional(values.last_name)}
          />
        </Box>
        <RoleField
          value={values.role}
          onChange={(role) => set('role', role)}
          error={errorFor('role')}
        />
        <PortfolioAccessField
          organizationId={organizationId}
          held={editing?.accessible_portfolios ?? []}
          value={values.accessible_portfolio_ids}
          onChange={(ids) => set('accessible_portfolio_ids', ids)}
          error={errorFor('accessible_portfolio_ids')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Send invitation</Trans>}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The role the invitee gets, each with what it may do. */
function RoleField({
  value,
  onChange,
  error,
}: {
  value: Role;
  onChange: (role: Role) => void;
  error: string | undefined;
}) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="invitation-role-label">
        <Trans>Role</Trans>
      </FormLabel>
      <RadioGroup
        aria-labelledby="invitation-role-label"
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value) as Role)}
        sx={{ gap: 0.5, mt: 0.5 }}
      >
        {ROLES.map((role) => (
          <FormControlLabel
            key={role}
            value={String(role)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  {roleLabel(role)}
                </Typography>
                <Typography component="span" variant="body2" color="textSecondary">
                  {roleDescription(role)}
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

/**
 * The portfolios whose reports the member may open: the organization's, plus any the invitation
 * already holds that the list lacks (it is cut short at a page cap).
 */
function PortfolioAccessField({
  organizationId,
  held,
  value,
  onChange,
  error,
}: {
  organizationId: string;
  held: readonly Portfolio[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const portfolios = useQuery(portfolioQueries.everything(organizationId));
  // Options: the organization's portfolios, plus any the invitation holds that the list lacks.
  const options: Portfolio[] = [...(portfolios.data?.items ?? [])];
  for (const portfolio of held) {
    if (!options.some((option) => option.id === portfolio.id)) options.push(portfolio);
  }
  const chosen = value
    .map((portfolioId) => options.find((option) => option.id === portfolioId))
    .filter((portfolio): portfolio is Portfolio => Boolean(portfolio));
  const portfolioError = portfolios.error?.message;
  const portfoliosShown = formatInteger(portfolios.data?.items.length ?? 0);
  const portfolioCount = formatInteger(portfolios.data?.count ?? 0);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={chosen}
      loading={portfolios.isPending}
      getOptionLabel={(portfolio) => portfolio.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.map((portfolio) => portfolio.id))}
      renderOption={(props, portfolio, { selected }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {selected ? (
              <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1.5 }} aria-hidden />
            ) : (
              <CheckBoxBlankIcon fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
            )}
            {portfolio.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Portfolio access`}
          error={Boolean(error) || portfolios.isError}
          helperText={
            error ??
            (portfolios.isError
              ? t`Portfolios could not be loaded: ${portfolioError}`
              : portfolios.data && !portfolios.data.complete
                ? t`The first ${portfoliosShown} of ${portfolioCount} portfolios.`
                : t`The portfolios whose reports the member can open. Administrators see every portfolio.`)
          }
        />
      )}
    />
  );
}

/**
 * A refusal the fields do not show: the role, an invitation deleted meanwhile, or the service's
 * own words (including messages about fields this form does not have).
 */
function SaveFailure({ failure }: { failure: Error | null }) {
  const { t } = useLingui();
  const extraMessages = isApiError(failure) ? otherFieldMessages(failure.fieldErrors) : [];
  const showFailure =
    failure &&
    (!isApiError(failure) ||
      !failure.hasFieldErrors() ||
      failure.nonFieldErrors.length > 0 ||
      extraMessages.length > 0);
  if (!showFailure) return null;
  return (
    <Alert severity={isApiError(failure) && failure.isForbidden ? 'info' : 'error'}>
      {isApiError(failure) && failure.isForbidden
        ? t`Your role cannot manage invitations. Administrators can.`
        : isApiError(failure) && failure.isNotFound
          ? t`This invitation no longer exists: it was deleted meanwhile. The list has been refreshed.`
          : [
              ...(isApiError(failure) ? failure.nonFieldErrors : [failure.message]),
              ...extraMessages,
            ].join(' ') || failure.message}
    </Alert>
  );
}
