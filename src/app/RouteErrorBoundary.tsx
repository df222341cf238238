import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isApiError } from '../api/errors';
import { PageContainer } from '../components/PageContainer';
import { NotFoundPage } from './NotFoundPage';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** Catches what a route throws while rendering or loading, so one broken page never blanks the app. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const stale = isChunkLoadError(error);
  const title = stale ? t`This page could not be loaded` : t`This page could not be shown`;
  // From the browser's side a server that is down and a release that removed the old code look
  // the same: the page's code did not arrive. A reload answers both.
  const message = stale
    ? t`Its code did not arrive: the server may be out of reach, or a newer version of Pulse is out. Reload to try again.`
    : isApiError(error)
      ? error.message
      : t`Something unexpected happened while showing this page. Reloading usually helps; if not, go back home.`;

  // A page of its own (heading, breadcrumb, document title), so the user knows where they are.
  return (
    <PageContainer title={title}>
      <Alert severity="error" variant="outlined" sx={{ maxWidth: '45rem' }}>
        {message}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
          <Button component={RouterLink} to="/">
            <Trans>Go home</Trans>
          </Button>
        </Stack>
      </Alert>
    </PageContainer>
  );
}
