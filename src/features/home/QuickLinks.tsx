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
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { can, type Role } from '../../lib/roles';

interface QuickLink {
  label: MessageDescriptor;
  description: MessageDescriptor;
  to: string;
  icon: ReactElement;
  show: (role: Role) => boolean;
}

const LINKS: QuickLink[] = [
  {
    label: msg`Explore reports`,
    description: msg`Results, charts and filters`,
    to: '/reports',
    icon: <AssessmentIcon />,
    show: () => true,
  },
  {
    label: msg`New segment`,
    description: msg`Group configurations of a portfolio`,
    to: '/segments?new=1',
    icon: <AddIcon />,
    show: can.createSegment,
  },
  {
    label: msg`Portfolios`,
    description: msg`Reports and segments by portfolio`,
    to: '/portfolios',
    icon: <FolderIcon />,
    show: () => true,
  },
  {
    label: msg`Attitude library`,
    description: msg`Meanings, recommendations, studies`,
    to: '/attitudes',
    icon: <PsychologyIcon />,
    show: () => true,
  },
  {
    label: msg`Invite a member`,
    description: msg`Roles and portfolio access`,
    to: '/invitations',
    icon: <PersonAddIcon />,
    show: can.manageInvitations,
  },
  {
    label: msg`Organization profile`,
    description: msg`Name, website, contact`,
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
          <Trans>Quick links</Trans>
        </Typography>
        <List disablePadding aria-labelledby="quick-links">
          {LINKS.filter((link) => link.show(role)).map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                  {link.icon}
                </ListItemIcon>
                <ListItemText primary={i18n._(link.label)} secondary={i18n._(link.description)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
