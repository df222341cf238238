import type { FormEvent } from 'react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/errors';
import { useNotify } from '../../components/notifications';
import type { Configuration, Report } from '../../queries/reports';
import { useCreateSegment } from '../../queries/segments';

interface SaveSegmentDialogProps {
  report: Report;
  configuration: Configuration;
  portfolio: { id: string; name: string };
  onClose: () => void;
}

const NAME_MAX = 255;
const DESCRIPTION_MAX = 2000;

/** A new segment in the report's portfolio holding the configuration in view. */
export function SaveSegmentDialog({
  report,
  configuration,
  portfolio,
  onClose,
}: SaveSegmentDialogProps) {
  const notify = useNotify();
  const create = useCreateSegment();
  const [name, setName] = useState(`${report.name} – ${configuration.name}`.slice(0, NAME_MAX));
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const otherError =
    create.error && (!isApiError(create.error) || !create.error.hasFieldErrors())
      ? create.error
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Give the segment a name.');
      return;
    }
    create.mutate(
      {
        name: trimmed,
        portfolio_id: portfolio.id,
        description: description.trim(),
        configuration_ids: [configuration.id],
      },
      {
        onSuccess: (segment) => {
          notify(`Segment “${segment.name}” created in ${segment.portfolio.name}`);
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
        <DialogTitle id="segment-title">Save as segment</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="textSecondary">
              Creates a segment in the portfolio “{portfolio.name}” holding the configuration “
              {configuration.name}”. Filters applied on this page are not part of a configuration
              and are not saved.
            </Typography>
            <TextField
              label="Name"
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
              label="Description"
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
            {(fieldErrors.portfolio_id || fieldErrors.configuration_ids) && (
              <Alert severity="error" variant="outlined">
                {[
                  ...(fieldErrors.portfolio_id ?? []),
                  ...(fieldErrors.configuration_ids ?? []),
                ].join(' ')}
              </Alert>
            )}
            {otherError && (
              <Alert severity="error" variant="outlined">
                {isApiError(otherError) && otherError.isForbidden
                  ? 'Your role cannot create segments. Ask an administrator.'
                  : otherError.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save segment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
