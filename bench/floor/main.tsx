/**
 * The bench's floor: the smallest app on the same stack (react, react-dom, MUI, react-router,
 * React Query, openapi-fetch) that renders one page, a form like the sign-in page. Pulse's first
 * page is measured against it.
 *
 * At `?plain` the same script draws the page's markers as a bare heading and input instead of
 * MUI's form, so bench/ab.ts can tell what the form costs from what the stack's start-up does.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { paths } from '../../src/api/schema.gen';

const client = createClient<paths>({ baseUrl: location.origin });
// Light and dark as Pulse does them: a theme for the system's mode, made before the first render.
const theme = createTheme({
  palette: { mode: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light' },
});

function Page() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: async () => (await fetch('/config.json')).json() as Promise<unknown>,
  });
  if (location.search === '?plain') {
    return (
      <main>
        <h1 data-ready={config.isSuccess ? 'yes' : 'no'}>Sign in</h1>
        <input type="password" aria-label="Password" />
      </main>
    );
  }
  return (
    <Paper sx={{ maxWidth: 420, mx: 'auto', mt: 8, p: 4 }}>
      <Stack spacing={2} component="form" onSubmit={(e) => e.preventDefault()}>
        <Typography variant="h5" component="h1" data-ready={config.isSuccess ? 'yes' : 'no'}>
          Sign in
        </Typography>
        <TextField label="Email" />
        <TextField label="Password" type="password" />
        <Button
          variant="contained"
          onClick={() => void client.POST('/auth/login/', { body: { email: '', password: '' } })}
        >
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
