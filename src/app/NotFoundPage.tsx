import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../components/EmptyState';
import { PageContainer } from '../components/PageContainer';

export function NotFoundPage() {
  return (
    <PageContainer title="Page not found">
      <EmptyState
        icon={<SearchOffIcon fontSize="inherit" />}
        title="There is nothing at this address"
        description="The link may be old, or the page may have moved. Use the navigation or go back home."
        action={
          <Button variant="contained" component={RouterLink} to="/">
            Go home
          </Button>
        }
      />
    </PageContainer>
  );
}
