import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import FolderOffIcon from '@mui/icons-material/FolderOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageContainer } from '../../components/PageContainer';
import { useListParams } from '../../lib/list-params';
import { portfolioQueries } from '../../queries/portfolios';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { PortfolioAccess } from './PortfolioAccess';
import { PortfolioReports } from './PortfolioReports';
import { PortfolioSegments } from './PortfolioSegments';

/**
 * One portfolio: its reports, its segments and, for administrators, who was invited to it. There is
 * no "get one portfolio" endpoint, so the name comes from the portfolios list.
 */
export default function PortfolioPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { organization, role } = useSession();
  const params = useListParams();
  const portfolios = useQuery(portfolioQueries.everything(organization.id));
  const portfolio = portfolios.data?.items.find((item) => item.id === id);
  const missing = portfolios.data?.complete === true && !portfolio;

  const shortId = id.slice(0, 8);
  const title = portfolio?.name ?? (portfolios.isPending ? t`Portfolio` : t`Portfolio ${shortId}…`);
  const breadcrumbs = [{ label: t`Portfolios`, to: '/portfolios' }];
  const organizationName = organization.name;

  if (missing) {
    return (
      <PageContainer title={t`Portfolio not found`} breadcrumbs={breadcrumbs}>
        <EmptyState
          icon={<FolderOffIcon fontSize="inherit" />}
          title={t`This portfolio is not available`}
          description={
            organizationName
              ? t`No portfolio of ${organizationName} that you can access has this address. It may belong to another organization.`
              : t`No portfolio of this organization that you can access has this address. It may belong to another organization.`
          }
          action={
            <Button component={RouterLink} to="/portfolios">
              <Trans>All portfolios</Trans>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={title}
      breadcrumbs={breadcrumbs}
      subtitle={t`Reports, segments and access of this portfolio.`}
      actions={
        can.createSegment(role) && (
          <Button
            component={RouterLink}
            to={`/segments?portfolio_id=${id}&new=1`}
            variant="outlined"
          >
            <Trans>New segment</Trans>
          </Button>
        )
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <PortfolioReports portfolioId={id} params={params} />
        <PortfolioSegments portfolioId={id} />
        {can.manageInvitations(role) && (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <PortfolioAccess organizationId={organization.id} portfolioId={id} />
          </Box>
        )}
      </Box>
    </PageContainer>
  );
}
