import type { ReactElement } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupWorkIcon from '@mui/icons-material/GroupWorkOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { can, type Role } from '../../lib/roles';
import type { Membership } from '../../lib/session';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  icon: ReactElement;
  /** Who is offered the entry (everyone when absent): those whose page would not refuse them. */
  shownTo?: (access: { role: Role; memberships: readonly Membership[] }) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: msg`Home`, to: '/', icon: <HomeIcon /> },
  { label: msg`Reports`, to: '/reports', icon: <AssessmentIcon /> },
  { label: msg`Portfolios`, to: '/portfolios', icon: <FolderIcon /> },
  { label: msg`Segments`, to: '/segments', icon: <GroupWorkIcon /> },
  { label: msg`Attitudes`, to: '/attitudes', icon: <PsychologyIcon /> },
  {
    label: msg`Invitations`,
    to: '/invitations',
    icon: <MailIcon />,
    // The page lists any organization the user administers, whichever one is in use.
    shownTo: ({ memberships }) => memberships.some((m) => can.manageInvitations(m.role)),
  },
  { label: msg`Organization`, to: '/organization', icon: <BusinessIcon /> },
  {
    label: msg`Activity`,
    to: '/activity',
    icon: <HistoryIcon />,
    // The page shows the log of the organization in use only.
    shownTo: ({ role }) => can.viewActivity(role),
  },
];
