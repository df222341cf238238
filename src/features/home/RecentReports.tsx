import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { RecentReportList } from '../../components/RecentReportList';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { readRecentReports } from '../../lib/recent-reports';

const SHOWN = 5;

/** Reports this user opened lately, kept in this browser: works with or without the reports list. */
export function RecentReports({ userId }: { userId: string }) {
  const recent = useMemo(() => readRecentReports(userId).slice(0, SHOWN), [userId]);
  return (
    <Card component="section" aria-labelledby="recent-reports" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="recent-reports" variant="h2">
            <Trans>Recently viewed</Trans>
          </Typography>
          <Button component={RouterLink} to="/reports" size="small">
            <Trans>All reports</Trans>
          </Button>
        </Stack>
        {recent.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <HistoryIcon color="action" aria-hidden />
            <Typography color="textSecondary">
              <Trans>Reports you open appear here, so you can get back to them in one click.</Trans>
            </Typography>
          </Stack>
        ) : (
          <RecentReportList
            reports={recent}
            labelledBy="recent-reports"
            icon={<AssessmentIcon />}
          />
        )}
      </CardContent>
    </Card>
  );
}
