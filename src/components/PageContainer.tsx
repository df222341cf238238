import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageContainerProps {
  title: string;
  /** Trail above the title; the page itself is the last, unlinked crumb. */
  breadcrumbs?: Crumb[];
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Title, breadcrumbs and actions of a page, and the document title to match. */
export function PageContainer({
  title,
  breadcrumbs = [],
  subtitle,
  actions,
  children,
}: PageContainerProps) {
  const { t } = useLingui();
  // The home page's title is this same message, so it matches in every language.
  const isHome = title === t`Home`;
  useEffect(() => {
    document.title = `${title} · Pulse`;
  }, [title]);

  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}
    >
      {/* The actions move under the title when both do not fit on a line, rather than squeezing
          a report's name into a narrow column beside five buttons. */}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-end' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 24rem' }}>
          {/* Home needs no trail back to itself. */}
          {(!isHome || breadcrumbs.length > 0) && (
            <Breadcrumbs aria-label={t`Breadcrumb`} sx={{ mb: 0.5 }}>
              <Link component={RouterLink} to="/" underline="hover" color="inherit">
                <Trans>Home</Trans>
              </Link>
              {breadcrumbs.map((crumb) =>
                crumb.to ? (
                  <Link
                    key={crumb.label}
                    component={RouterLink}
                    to={crumb.to}
                    underline="hover"
                    color="inherit"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <Typography key={crumb.label} color="textSecondary">
                    {crumb.label}
                  </Typography>
                ),
              )}
              {!isHome && (
                <Typography color="textPrimary" aria-current="page">
                  {title}
                </Typography>
              )}
            </Breadcrumbs>
          )}
          <Typography id="page-title" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
