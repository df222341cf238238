import type { ActivityAction, ActivityTargetType } from '../../queries/activity';

/** Each action in a few words, for the filter's options and the list's "Action" column. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in refused',
  'invitation.created': 'Invitation created',
  'invitation.updated': 'Invitation edited',
  'invitation.status_changed': 'Invitation status changed',
  'invitation.deleted': 'Invitation deleted',
  'organization.updated': 'Profile edited',
  'segment.created': 'Segment created',
  'saved_view.created': 'View saved',
  'saved_view.updated': 'View renamed or shared',
  'saved_view.deleted': 'View deleted',
  'report.dataset_downloaded': 'Dataset downloaded',
};

/** The actions by what they concern, in the order the filter offers them. */
export const ACTION_GROUPS: readonly { label: string; actions: readonly ActivityAction[] }[] = [
  { label: 'Sign-ins', actions: ['auth.login', 'auth.login_failed'] },
  {
    label: 'Invitations',
    actions: [
      'invitation.created',
      'invitation.updated',
      'invitation.status_changed',
      'invitation.deleted',
    ],
  },
  { label: 'Organization', actions: ['organization.updated'] },
  { label: 'Segments', actions: ['segment.created'] },
  {
    label: 'Saved views',
    actions: ['saved_view.created', 'saved_view.updated', 'saved_view.deleted'],
  },
  { label: 'Reports', actions: ['report.dataset_downloaded'] },
];

export const TARGET_TYPE_LABELS: Record<ActivityTargetType, string> = {
  user: 'Person',
  invitation: 'Invitation',
  organization: 'Organization',
  segment: 'Segment',
  saved_view: 'Saved view',
  report: 'Report',
};

export const ACTIVITY_ACTIONS = Object.keys(ACTION_LABELS) as ActivityAction[];
export const ACTIVITY_TARGET_TYPES = Object.keys(TARGET_TYPE_LABELS) as ActivityTargetType[];

/** A newer service may record actions this dashboard does not know yet: shown by their code. */
export function actionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;
}
