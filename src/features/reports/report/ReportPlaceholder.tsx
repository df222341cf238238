import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageContainer } from '../../../components/PageContainer';
import type { Report } from '../../../queries/reports';
import { ReportFailure } from './ReportFailure';
import { PageSkeleton } from './report-skeletons';
import { PendingBanner } from './ResultStatus';

interface ReportPlaceholderProps {
  current: UseQueryResult<Report>;
  computingAsync: boolean;
  canSegment: boolean;
  canExport: boolean;
  onResetFilters: (() => void) | undefined;
  onCancelAsync: () => void;
}

/** The page while nothing of the report is known: its skeleton, or why it could not be read. */
export function ReportPlaceholder({
  current,
  computingAsync,
  canSegment,
  canExport,
  onResetFilters,
  onCancelAsync,
}: ReportPlaceholderProps) {
  const { t } = useLingui();
  const loading = !current.isError;
  return (
    <PageContainer
      title={loading ? t`Loading report…` : t`Report`}
      breadcrumbs={[{ label: t`Reports`, to: '/reports' }]}
      // Where the date and model line and the actions will be, so the page below stays put.
      subtitle={loading && <Skeleton width="18rem" sx={{ maxWidth: '100%' }} />}
      actions={
        // As wide as the buttons to come (copy link, Views, Compare, then by role), so they
        // wrap under the title, or not, as the loaded ones will.
        loading && (
          <>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="rounded" width={102} height={36.5} />
            <Skeleton variant="rounded" width={127} height={36.5} />
            {canSegment && <Skeleton variant="rounded" width={190} height={36.5} />}
            {canExport && <Skeleton variant="rounded" width={144} height={36.5} />}
          </>
        )
      }
    >
      {current.isError ? (
        <ReportFailure
          error={current.error}
          onRetry={() => void current.refetch()}
          onResetFilters={onResetFilters}
        />
      ) : (
        <Stack spacing={2}>
          {computingAsync && <PendingBanner onCancel={onCancelAsync} />}
          <PageSkeleton />
        </Stack>
      )}
    </PageContainer>
  );
}
