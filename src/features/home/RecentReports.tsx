import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRelative } from '../../lib/format';
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
            Recently viewed
          </Typography>
          <Button component={RouterLink} to="/reports" size="small">
            All reports
          </Button>
        </Stack>
        {recent.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <HistoryIcon color="action" aria-hidden />
            <Typography color="text.secondary">
              Reports you open appear here, so you can get back to them in one click.
            </Typography>
          </Stack>
        ) : (
          <List disablePadding aria-labelledby="recent-reports">
            {recent.map((report) => (
              <ListItem key={report.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/reports/${report.id}`}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <AssessmentIcon />
                  </ListItemIcon>
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
      </CardContent>
    </Card>
  );
}
