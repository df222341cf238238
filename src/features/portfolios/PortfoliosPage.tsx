import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import { useListParams } from '../../lib/list-params';
import { portfolioQueries } from '../../queries/portfolios';
import { useSession } from '../../lib/session';

export default function PortfoliosPage() {
  const { t } = useLingui();
  const { organization, role } = useSession();
  const name = organization.name;
  const params = useListParams();
  const query = useQuery({
    ...portfolioQueries.page(organization.id, params.page, params.pageSize),
    placeholderData: keepPreviousData,
  });

  return (
    <PageContainer
      title={t`Portfolios`}
      subtitle={
        role >= 2
          ? name
            ? t`Every portfolio of ${name}.`
            : t`Every portfolio of your organization.`
          : name
            ? t`The portfolios of ${name} you can access.`
            : t`The portfolios of your organization you can access.`
      }
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ height: 4 }}>
          {query.isFetching && !query.isPending && (
            <LinearProgress aria-label={t`Loading portfolios`} />
          )}
        </Box>
        {query.isPending ? (
          <Paper variant="outlined" role="status" aria-label={t`Loading portfolios`}>
            <List>
              {Array.from({ length: 5 }, (_, index) => (
                <ListItem key={index}>
                  <ListItemAvatar>
                    <Skeleton variant="circular" width={40} height={40} />
                  </ListItemAvatar>
                  <ListItemText primary={<Skeleton width="40%" />} />
                </ListItem>
              ))}
            </List>
          </Paper>
        ) : query.isError ? (
          <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
        ) : query.data.count === 0 ? (
          <EmptyState
            icon={<FolderIcon fontSize="inherit" />}
            title={t`No portfolios yet`}
            description={
              role >= 2
                ? t`This organization has no portfolios yet.`
                : t`You have no access to a portfolio yet. An administrator can grant it with an invitation.`
            }
          />
        ) : (
          <Paper variant="outlined">
            <List aria-label={t`Portfolios`} disablePadding>
              {query.data.results.map((portfolio) => (
                <ListItem key={portfolio.id} disablePadding divider>
                  <ListItemButton component={RouterLink} to={`/portfolios/${portfolio.id}`}>
                    <ListItemAvatar>
                      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                        <FolderIcon />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={portfolio.name}
                      slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                    />
                    <ChevronRightIcon color="action" aria-hidden />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <PaginationBar count={query.data.count} params={params} />
          </Paper>
        )}
      </Box>
    </PageContainer>
  );
}
