import { useQuery } from '@tanstack/react-query';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupWorkIcon from '@mui/icons-material/GroupWorkOutlined';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../components/PageContainer';
import { portfolioQueries } from '../../queries/portfolios';
import { reportQueries } from '../../queries/reports';
import { segmentQueries } from '../../queries/segments';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { CountTile } from './CountTile';
import { InvitationsOverview } from './InvitationsOverview';
import { QuickLinks } from './QuickLinks';
import { RecentReports } from './RecentReports';
import { SavedViews } from './SavedViews';

/** The organization at a glance; every number opens the list behind it. */
export default function HomePage() {
  const { organization, role, user } = useSession();
  const { t } = useLingui();
  const orgName = organization.name;
  const name = user.first_name || user.full_name;
  const portfolios = useQuery({
    ...portfolioQueries.page(organization.id, 1, 1),
    select: (page) => page.count,
  });
  const reports = useQuery({
    ...reportQueries.list({ organizationId: organization.id, page: 1, pageSize: 1 }),
    select: (page) => (page === null ? null : page.count),
  });
  const segments = useQuery(segmentQueries.count(organization.id));
  // A service without the reports list answers 404: the tile is left out rather than shown broken.
  const showReports = reports.data !== null;

  return (
    <PageContainer
      title={t`Home`}
      subtitle={
        orgName
          ? t`Welcome back, ${name}. Here is ${orgName} at a glance.`
          : t`Welcome back, ${name}. Here is your organization at a glance.`
      }
    >
      <Box
        component="ul"
        aria-label={t`Overview`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(220px, 1fr))' },
        }}
      >
        <li>
          <CountTile
            label={t`Portfolios`}
            icon={<FolderIcon />}
            to="/portfolios"
            query={portfolios}
            caption={
              role < 2 ? t`You can access` : orgName ? t`In ${orgName}` : t`In your organization`
            }
            retryLabel={t`Retry portfolios`}
          />
        </li>
        {showReports && (
          <li>
            <CountTile
              label={t`Reports`}
              icon={<AssessmentIcon />}
              to="/reports"
              query={reports}
              caption={t`In your portfolios`}
              retryLabel={t`Retry reports`}
            />
          </li>
        )}
        <li>
          <CountTile
            label={t`Segments`}
            icon={<GroupWorkIcon />}
            to="/segments"
            query={segments}
            caption={t`Across your portfolios`}
            retryLabel={t`Retry segments`}
          />
        </li>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {can.manageInvitations(role) && <InvitationsOverview organizationId={organization.id} />}
          <SavedViews userId={user.id} organizationId={organization.id} />
          <RecentReports userId={user.id} />
        </Box>
        <QuickLinks role={role} />
      </Box>
    </PageContainer>
  );
}
