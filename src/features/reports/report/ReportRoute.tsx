import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { PageContainer } from '../../../components/PageContainer';
import { loadable } from '../../../lib/loadable';
import { prefetchOnce } from '../../../lib/prefetch-once';
import { useSession } from '../../../lib/session';
import { reportQueries } from '../../../queries/reports';

const ReportPage = loadable(() => import('./ReportPage'));
// Its download started with this module's (see reports.routes.tsx): taken up as this module runs,
// the page is usually in by the route's first render and draws without its fallback in between.
ReportPage.prefetch();

/** The report route's small first module: the page's fallback while the page's code loads. */
export default function ReportRoute() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { organization } = useSession();
  // The page finds the report's configurations and portfolio in the organization's report index.
  useEffect(() => {
    prefetchOnce(queryClient, reportQueries.index({ organizationId: organization.id }));
  }, [queryClient, organization.id]);

  return (
    <ReportPage.Component
      fallback={
        <PageContainer
          title={t`Loading report…`}
          breadcrumbs={[{ label: t`Reports`, to: '/reports' }]}
        >
          <Skeleton variant="rounded" height={440} />
        </PageContainer>
      }
    />
  );
}
