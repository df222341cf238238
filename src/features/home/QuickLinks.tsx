import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { can, type Role } from '../../lib/roles';

interface QuickLink {
  label: string;
  description: string;
  to: string;
  icon: ReactElement;
  show: (role: Role) => boolean;
}

const LINKS: QuickLink[] = [
  {
    label: 'Explore reports',
    description: 'Results, charts and filters',
    to: '/reports',
    icon: <AssessmentIcon />,
    show: () => true,
  },
  {
    label: 'New segment',
    description: 'Group configurations of a portfolio',
    to: '/segments?new=1',
    icon: <AddIcon />,
    show: can.createSegment,
  },
  {
    label: 'Portfolios',
    description: 'Reports and segments by portfolio',
    to: '/portfolios',
    icon: <FolderIcon />,
    show: () => true,
  },
  {
    label: 'Attitude library',
    description: 'Meanings, recommendations, studies',
    to: '/attitudes',
    icon: <PsychologyIcon />,
    show: () => true,
  },
  {
    label: 'Invite a member',
    description: 'Roles and portfolio access',
    to: '/invitations',
    icon: <PersonAddIcon />,
    show: can.manageInvitations,
  },
  {
    label: 'Organization profile',
    description: 'Name, website, contact',
    to: '/organization',
    icon: <BusinessIcon />,
    show: can.editOrganization,
  },
];

export function QuickLinks({ role }: { role: Role }) {
  return (
    <Card component="section" aria-labelledby="quick-links" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="quick-links" variant="h2">
          Quick links
        </Typography>
        <List disablePadding aria-labelledby="quick-links">
          {LINKS.filter((link) => link.show(role)).map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                  {link.icon}
                </ListItemIcon>
                <ListItemText primary={link.label} secondary={link.description} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
