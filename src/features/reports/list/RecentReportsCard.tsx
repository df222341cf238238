import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RecentReportList } from '../../../components/RecentReportList';
import { readRecentReports } from '../../../lib/recent-reports';
import { useSession } from '../../../lib/session';

/** Reports this user opened in this browser, newest first. */
export function RecentReportsCard() {
  const { user } = useSession();
  const [recent] = useState(() => readRecentReports(user.id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-reports" sx={{ p: 2 }}>
      <Typography id="recent-reports" variant="h3" component="h2" sx={{ mb: 1 }}>
        <Trans>Recently viewed</Trans>
      </Typography>
      {recent.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          <Trans>Reports you open appear here, in this browser only.</Trans>
        </Typography>
      ) : (
        <RecentReportList reports={recent} labelledBy="recent-reports" dense />
      )}
    </Paper>
  );
}
