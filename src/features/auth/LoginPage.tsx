import type { FormEvent } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/Insights';
import { isApiError } from '../../api/errors';
import {
  getLastClearReason,
  getToken,
  getTokenLeftValid,
  setToken,
  type TokenLeftValid,
} from '../../api/token';
import { formatDateTime } from '../../lib/format';
import { safeNextPath } from '../../lib/safe-next';
import { storeSession } from '../../lib/stored-session';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { sessionKeys, useLogin } from '../../queries/session';
// Part of the page's own code rather than loaded when demo mode shows it: arriving after the form,
// it grew the centred card and moved it (bench/README.md, "Measured effects").
import { DemoAccounts } from './DemoAccounts';
import { LanguageChoice } from './LanguageChoice';
import { SignInField } from './SignInField';
import { validateLogin, type LoginFieldErrors } from './validate-login';

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { demo } = useRuntimeConfig();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<LoginFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const next = safeNextPath(params.get('next'));
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;
  // Read once: what the last sign-out left behind does not change while this page is open.
  const [signedOut] = useState(() =>
    getLastClearReason() === 'signed-out' ? signedOutNotice(getTokenLeftValid(), Date.now()) : null,
  );

  if (getToken() && !login.isPending && !login.isSuccess) return <Navigate to={next} replace />;

  const serverError = isApiError(login.error) ? login.error : null;
  const fieldError = (field: 'email' | 'password') =>
    localErrors[field] ?? serverError?.fieldErrors[field]?.[0];
  const formError =
    login.error && !serverError?.hasFieldErrors()
      ? (serverError?.message ?? t`Sign-in failed.`)
      : null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (login.isPending) return;
    const errors = validateLogin(email, password);
    setLocalErrors(errors);
    const invalid = (['email', 'password'] as const).find((field) => errors[field]);
    if (invalid) {
      // A new attempt: the last refusal ("Unable to log in…") no longer applies, and the field to
      // fix takes focus, so a keyboard or screen reader user lands on its message.
      login.reset();
      const input = formRef.current?.elements.namedItem(invalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token, ...me }) => {
          setToken(token);
          storeSession(me);
          queryClient.setQueryData(sessionKeys.me(), me);
          void navigate(next, { replace: true });
        },
      },
    );
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: '26.25rem' }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack
            ref={formRef}
            spacing={3}
            component="form"
            noValidate
            onSubmit={submit}
            aria-labelledby="login-title"
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <InsightsIcon color="primary" fontSize="large" aria-hidden />
              <Box>
                <Typography id="login-title" variant="h1">
                  <Trans>Sign in to Pulse</Trans>
                </Typography>
                <Typography color="textSecondary">
                  <Trans>Survey analytics for your organization</Trans>
                </Typography>
              </Box>
            </Stack>
            {expired && !login.error && (
              <Alert severity="info">
                <Trans>Your session has ended. Sign in again to continue.</Trans>
              </Alert>
            )}
            {signedOut && !expired && !login.error && (
              <Alert severity={signedOut.severity}>{signedOut.text}</Alert>
            )}
            {formError && (
              <Alert
                severity="error"
                action={
                  serverError?.isTransient ? (
                    <Button color="inherit" size="small" onClick={() => submit()}>
                      <Trans>Retry</Trans>
                    </Button>
                  ) : undefined
                }
              >
                {formError}
              </Alert>
            )}
            <SignInField
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              maxLength={255}
              value={email}
              onChange={setEmail}
              error={fieldError('email')}
            />
            <SignInField
              label={t`Password`}
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={setPassword}
              error={fieldError('password')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={login.isPending || login.isSuccess}
            >
              <Trans>Sign in</Trans>
            </Button>
            {demo && (
              <DemoAccounts
                onPick={(account) => {
                  setEmail(account);
                  setPassword('demo1234');
                  setLocalErrors({});
                }}
              />
            )}
          </Stack>
        </Paper>
        <LanguageChoice />
      </Stack>
    </Box>
  );
}

/**
 * What the sign-in page says after a sign-out. Where the service did not end the token (it has no
 * sign-out, or did not answer), signing out only forgot it here, and the user should know that a
 * copy of it, say on a shared computer, works until it expires.
 */
function signedOutNotice(
  left: TokenLeftValid | null,
  now: number,
): { severity: 'info' | 'warning'; text: string } {
  const expiresAt = left?.expiresAt ?? null;
  const expiry = expiresAt === null ? Number.NaN : Date.parse(expiresAt);
  // Past its expiry the token works nowhere, whatever the service did.
  if (!left || expiry <= now) return { severity: 'info', text: t`You are signed out.` };
  const unsupported = left.cause === 'unsupported';
  if (expiresAt === null || Number.isNaN(expiry)) {
    return {
      severity: 'warning',
      text: unsupported
        ? t`You are signed out on this device. This service cannot end sessions, so the token stays valid until it expires.`
        : t`You are signed out on this device. The service did not confirm that the session ended, so the token may stay valid until it expires.`,
    };
  }
  const expiresOn = formatDateTime(expiresAt);
  return {
    severity: 'warning',
    text: unsupported
      ? t`You are signed out on this device. This service cannot end sessions, so the token stays valid until it expires at ${expiresOn}.`
      : t`You are signed out on this device. The service did not confirm that the session ended, so the token may stay valid until it expires at ${expiresOn}.`,
  };
}
