import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityAction, ActivityTargetType } from '../../queries/activity';

/** Each action in a few words, for the filter's options and the list's "Action" column. */
export const ACTION_LABELS: Record<ActivityAction, MessageDescriptor> = {
  'auth.login': msg`Signed in`,
  'auth.login_failed': msg`Sign-in refused`,
  'invitation.created': msg`Invitation created`,
  'invitation.updated': msg`Invitation edited`,
  'invitation.status_changed': msg`Invitation status changed`,
  'invitation.deleted': msg`Invitation deleted`,
  'organization.updated': msg`Profile edited`,
  'segment.created': msg`Segment created`,
  'saved_view.created': msg`View saved`,
  'saved_view.updated': msg`View renamed or shared`,
  'saved_view.deleted': msg`View deleted`,
  'report.dataset_downloaded': msg`Dataset downloaded`,
  'report.group_refused': msg`Result withheld for anonymity`,
};

/** The actions by what they concern, in the order the filter offers them. */
export const ACTION_GROUPS: readonly {
  label: MessageDescriptor;
  actions: readonly ActivityAction[];
}[] = [
  { label: msg`Sign-ins`, actions: ['auth.login', 'auth.login_failed'] },
  {
    label: msg`Invitations`,
    actions: [
      'invitation.created',
      'invitation.updated',
      'invitation.status_changed',
      'invitation.deleted',
    ],
  },
  { label: msg`Organization`, actions: ['organization.updated'] },
  { label: msg`Segments`, actions: ['segment.created'] },
  {
    label: msg`Saved views`,
    actions: ['saved_view.created', 'saved_view.updated', 'saved_view.deleted'],
  },
  { label: msg`Reports`, actions: ['report.dataset_downloaded', 'report.group_refused'] },
];

export const TARGET_TYPE_LABELS: Record<ActivityTargetType, MessageDescriptor> = {
  user: msg`Person`,
  invitation: msg`Invitation`,
  organization: msg`Organization`,
  segment: msg`Segment`,
  saved_view: msg`Saved view`,
  report: msg`Report`,
};

export const ACTIVITY_ACTIONS = Object.keys(ACTION_LABELS) as ActivityAction[];
export const ACTIVITY_TARGET_TYPES = Object.keys(TARGET_TYPE_LABELS) as ActivityTargetType[];

/** A newer service may record actions this dashboard does not know yet: shown by their code. */
export function actionLabel(action: string): string {
  const label = (ACTION_LABELS as Record<string, MessageDescriptor | undefined>)[action];
  return label ? i18n._(label) : action;
}

/** What kind of thing an entry concerns, in the language in use. */
export function targetTypeLabel(type: ActivityTargetType): string {
  return i18n._(TARGET_TYPE_LABELS[type]);
}
