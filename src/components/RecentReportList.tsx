import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans } from '@lingui/react/macro';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatDateTime, formatRelative } from '../lib/format';
import type { RecentReport } from '../lib/recent-reports';

interface RecentReportListProps {
  reports: RecentReport[];
  /** The heading that names the list. */
  labelledBy: string;
  dense?: boolean;
  icon?: ReactNode;
}

/** Links to recently viewed reports, each with when it was viewed (exact time on hover). */
export function RecentReportList({ reports, labelledBy, dense, icon }: RecentReportListProps) {
  return (
    <List dense={dense} disablePadding aria-labelledby={labelledBy}>
      {reports.map((report) => {
        const viewed = formatRelative(report.viewedAt);
        return (
          <ListItem key={report.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/reports/${report.id}`}
              sx={{ borderRadius: 1, mx: icon ? 0 : -1 }}
            >
              {icon && <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>}
              <ListItemText
                primary={report.name}
                secondary={
                  <span title={formatDateTime(report.viewedAt)}>
                    <Trans>Viewed {viewed}</Trans>
                  </span>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
