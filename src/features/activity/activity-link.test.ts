import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../queries/activity';
import { activityEntry, NOAH, REPORT, REPORT_TARGET } from './activity.fixture';
import { activityLink, deletedTargets } from './activity-link';

const INVITATION_ID = 'b0000000-0000-4000-8000-000000000001';

describe('activityLink', () => {
  it.each<[string, Partial<ActivityEntry> & Pick<ActivityEntry, 'action'>, string | null]>([
    [
      'a revoked invitation to the revoked ones',
      { action: 'invitation.status_changed', details: { changes: { status: { from: 0, to: 4 } } } },
      '/invitations?status=4',
    ],
    [
      'a new invitation to the list of its status',
      { action: 'invitation.created', details: { status: 0 } },
      '/invitations?status=0',
    ],
    [
      'an edited invitation to the list',
      { action: 'invitation.updated', details: {} },
      '/invitations',
    ],
    [
      'a segment to the segments',
      { action: 'segment.created', target: { type: 'segment', id: NOAH.id, label: 'S' } },
      '/segments',
    ],
    [
      'a report to its page',
      { action: 'report.dataset_downloaded', target: REPORT_TARGET },
      `/reports/${REPORT.id}`,
    ],
    [
      'a saved view to its report',
      {
        action: 'saved_view.created',
        target: { type: 'saved_view', id: NOAH.id, label: 'V' },
        details: { report: REPORT, scope: 'private' },
      },
      `/reports/${REPORT.id}`,
    ],
    [
      'a saved view whose report the entry does not name nowhere',
      {
        action: 'saved_view.updated',
        target: { type: 'saved_view', id: NOAH.id, label: 'V' },
        details: { changes: { name: { from: 'A', to: 'V' } } },
      },
      null,
    ],
    [
      'the organization to its profile',
      {
        action: 'organization.updated',
        target: { type: 'organization', id: NOAH.id, label: 'Acme' },
      },
      '/organization',
    ],
    [
      'a person nowhere',
      { action: 'auth.login', target: { type: 'user', id: NOAH.id, label: 'noah@demo.test' } },
      null,
    ],
    [
      'a deleted invitation nowhere',
      { action: 'invitation.deleted', details: { status: 0 } },
      null,
    ],
    [
      'a deleted view nowhere, though its report is named',
      {
        action: 'saved_view.deleted',
        target: { type: 'saved_view', id: NOAH.id, label: 'V' },
        details: { report: REPORT },
      },
      null,
    ],
  ])('links %s', (_, overrides, expected) => {
    expect(activityLink(activityEntry(overrides))).toBe(expected);
  });

  it('links no entry about a target that a newer entry in view deleted', () => {
    const created = activityEntry({ action: 'invitation.created', details: { status: 0 } });
    const deleted = activityEntry({ action: 'invitation.deleted', details: { status: 0 } });
    const other = activityEntry({
      action: 'invitation.created',
      target: { type: 'invitation', id: NOAH.id, label: 'x@y.com' },
    });
    const gone = deletedTargets([deleted, created, other]);
    expect([...gone]).toEqual([INVITATION_ID]);
    expect(activityLink(created, gone)).toBeNull();
    expect(activityLink(other, gone)).toBe('/invitations');
  });
});
