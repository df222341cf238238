import type { ReactElement } from 'react';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupWorkIcon from '@mui/icons-material/GroupWorkOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** Shown only to a user who administers at least one of their organizations. */
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Reports', to: '/reports', icon: <AssessmentIcon /> },
  { label: 'Portfolios', to: '/portfolios', icon: <FolderIcon /> },
  { label: 'Segments', to: '/segments', icon: <GroupWorkIcon /> },
  { label: 'Attitudes', to: '/attitudes', icon: <PsychologyIcon /> },
  { label: 'Invitations', to: '/invitations', icon: <MailIcon />, adminOnly: true },
  { label: 'Organization', to: '/organization', icon: <BusinessIcon /> },
];
