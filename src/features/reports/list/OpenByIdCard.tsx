import type { FormEvent } from 'react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reportPathOf } from '../shared/report-labels';

/** Works against any service: a report id (or a pasted link) opens the report directly. */
export function OpenByIdCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = reportPathOf(value);
    if (!path) {
      setError(t`That is not a report id (36 characters, e.g. 3f2a9c1e-0b4d-4e2a-9f1c-…) or link.`);
      return;
    }
    void navigate(path);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="open-by-id" sx={{ p: 2 }}>
      <Typography id="open-by-id" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        <Trans>Open by id</Trans>
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
        <TextField
          label={t`Report id`}
          size="small"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? t`A uuid, or a link to a report.`}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          <Trans>Open report</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
