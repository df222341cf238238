import { Link as RouterLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../components/EmptyState';
import { PageContainer } from '../components/PageContainer';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageContainer title={t`Page not found`}>
      <EmptyState
        icon={<SearchOffIcon fontSize="inherit" />}
        title={t`There is nothing at this address`}
        description={t`The link may be old, or the page may have moved. Use the navigation or go back home.`}
        action={
          <Button variant="contained" component={RouterLink} to="/">
            <Trans>Go home</Trans>
          </Button>
        }
      />
    </PageContainer>
  );
}
