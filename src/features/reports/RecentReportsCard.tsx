import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRelative } from '../../lib/format';
import { readRecentReports } from '../../lib/recent-reports';
import { useSession } from '../../lib/session';

/** Reports this user opened in this browser, newest first. */
export function RecentReportsCard() {
  const { user } = useSession();
  const [recent] = useState(() => readRecentReports(user.id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-reports" sx={{ p: 2 }}>
      <Typography id="recent-reports" variant="h3" component="h2" sx={{ mb: 1 }}>
        Recently viewed
      </Typography>
      {recent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Reports you open appear here, in this browser only.
        </Typography>
      ) : (
        <List dense disablePadding>
          {recent.map((report) => (
            <ListItem key={report.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/reports/${report.id}`}
                sx={{ borderRadius: 1, mx: -1 }}
              >
                <ListItemText
                  primary={report.name}
                  secondary={
                    <span title={formatDateTime(report.viewedAt)}>
                      Viewed {formatRelative(report.viewedAt)}
                    </span>
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
