import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { ActivityAction, ActivityEntry } from '../../queries/activity';
import { ALICE, activityEntry, NOAH, REPORT, REPORT_TARGET } from './activity.fixture';
import { ACTION_GROUPS, ACTION_LABELS, actionLabel } from './activity-labels';
import { activitySentence, sentenceText } from './activity-sentence';

const INVITATION = { type: 'invitation', id: NOAH.id, label: 'bruno.schmidt@example.com' } as const;
const VIEW = { type: 'saved_view', id: NOAH.id, label: 'Europe only' } as const;
const ORGANIZATION = { type: 'organization', id: NOAH.id, label: 'Acme Research' } as const;

const sentence = (entry: ActivityEntry) => sentenceText(activitySentence(entry));

/**
 * One entry per action as the service records it, with the sentence an administrator reads. The
 * `satisfies` makes a new action in the contract a compile error here until it has a sentence.
 */
const EVERY_ACTION = {
  'auth.login': [
    activityEntry({
      action: 'auth.login',
      target: { type: 'user', id: ALICE.id, label: 'alice@demo.test' },
    }),
    'Alice Moreno signed in',
  ],
  'auth.login_failed': [
    activityEntry({
      action: 'auth.login_failed',
      actor: null,
      target: { type: 'user', id: ALICE.id, label: 'alice@demo.test' },
      details: { email: 'x@y.com' },
    }),
    'Someone tried to sign in as x@y.com and was refused',
  ],
  'invitation.created': [
    activityEntry({
      action: 'invitation.created',
      target: INVITATION,
      details: {
        email: 'bruno.schmidt@example.com',
        role: 1,
        status: 0,
        portfolio_ids: [REPORT.id, NOAH.id],
      },
    }),
    'Alice Moreno invited bruno.schmidt@example.com as a collaborator with access to 2 portfolios',
  ],
  'invitation.updated': [
    activityEntry({
      action: 'invitation.updated',
      target: INVITATION,
      details: {
        changes: {
          role: { from: 0, to: 2 },
          expiry_date: { from: '2026-03-01T00:00:00Z', to: '2026-03-12T00:00:00Z' },
        },
      },
    }),
    'Alice Moreno changed the invitation of bruno.schmidt@example.com: role from member to administrator',
  ],
  'invitation.status_changed': [
    activityEntry({
      action: 'invitation.status_changed',
      target: INVITATION,
      details: {
        changes: {
          status: { from: 0, to: 4 },
          expiry_date: { from: '2026-03-01T00:00:00Z', to: '2026-03-12T00:00:00Z' },
        },
      },
    }),
    'Alice Moreno revoked the invitation of bruno.schmidt@example.com',
  ],
  'invitation.deleted': [
    activityEntry({
      action: 'invitation.deleted',
      target: INVITATION,
      details: { email: 'bruno.schmidt@example.com', status: 2 },
    }),
    'Alice Moreno deleted the cancelled invitation of bruno.schmidt@example.com',
  ],
  'organization.updated': [
    activityEntry({
      action: 'organization.updated',
      target: ORGANIZATION,
      details: {
        changes: { website: { from: 'https://acme.example', to: 'https://acme-research.example' } },
      },
    }),
    'Alice Moreno changed the organization’s website from https://acme.example to https://acme-research.example',
  ],
  'segment.created': [
    activityEntry({
      action: 'segment.created',
      actor: NOAH,
      target: { type: 'segment', id: NOAH.id, label: 'Young savers' },
      details: { portfolio: { id: REPORT.id, name: 'Retail Banking' }, configuration_ids: [] },
    }),
    'Noah Patel created the segment “Young savers” in the portfolio “Retail Banking”',
  ],
  'saved_view.created': [
    activityEntry({
      action: 'saved_view.created',
      actor: NOAH,
      target: VIEW,
      details: { report: REPORT, scope: 'organization' },
    }),
    'Noah Patel saved the view “Europe only” for the organization',
  ],
  'saved_view.updated': [
    activityEntry({
      action: 'saved_view.updated',
      actor: NOAH,
      target: VIEW,
      details: { changes: { name: { from: 'Europe', to: 'Europe only' } } },
    }),
    'Noah Patel renamed the view “Europe” to “Europe only”',
  ],
  'saved_view.deleted': [
    activityEntry({
      action: 'saved_view.deleted',
      target: VIEW,
      details: { report: REPORT, scope: 'organization', owner: NOAH },
    }),
    'Alice Moreno deleted Noah Patel’s view “Europe only”',
  ],
  'report.dataset_downloaded': [
    activityEntry({
      action: 'report.dataset_downloaded',
      actor: NOAH,
      target: REPORT_TARGET,
      details: { mask_text_violations: true, omit_columns: ['comment', 'age'] },
    }),
    'Noah Patel downloaded the dataset of “Retail Banking CX 2026 Q3” (text masked, 2 columns left out)',
  ],
  'report.group_refused': [
    activityEntry({ action: 'report.group_refused', actor: NOAH, target: REPORT_TARGET }),
    'A result of “Retail Banking CX 2026 Q3” was withheld from Noah Patel for anonymity',
  ],
} satisfies Record<ActivityAction, [ActivityEntry, string]>;

describe('activitySentence', () => {
  it.each(Object.entries(EVERY_ACTION))('reads %s as a sentence', (_action, [entry, expected]) => {
    expect(sentence(entry)).toBe(expected);
  });

  it('marks the actor and the target, so the page can embolden one and link the other', () => {
    const [entry] = EVERY_ACTION['saved_view.created'];
    expect(activitySentence(entry)).toEqual([
      { text: 'Noah Patel', kind: 'actor' },
      { text: ' saved the view ' },
      { text: 'Europe only', kind: 'target', quoted: true },
      { text: ' for the organization' },
    ]);
    const [failed] = EVERY_ACTION['auth.login_failed'];
    expect(activitySentence(failed)).toContainEqual({
      text: 'x@y.com',
      kind: 'target',
      email: true,
    });
  });

  it('names an actor without a name, or none, as someone', () => {
    expect(
      sentence(activityEntry({ action: 'auth.login', actor: { id: ALICE.id, name: ' ' } })),
    ).toBe('Someone signed in');
    expect(sentence(activityEntry({ action: 'auth.login', actor: null }))).toBe(
      'Someone signed in',
    );
  });

  it('falls back on the address tried being the target’s label', () => {
    const entry = activityEntry({
      action: 'auth.login_failed',
      actor: null,
      target: { type: 'user', id: ALICE.id, label: 'alice@demo.test' },
    });
    expect(sentence(entry)).toBe('Someone tried to sign in as alice@demo.test and was refused');
  });

  describe('invitations', () => {
    const invitation = (action: ActivityAction, details: ActivityEntry['details']) =>
      sentence(activityEntry({ action, target: INVITATION, details }));

    it.each([
      [0, 'Alice Moreno re-opened the invitation of bruno.schmidt@example.com'],
      [1, 'Alice Moreno marked the invitation of bruno.schmidt@example.com as accepted'],
      [2, 'Alice Moreno cancelled the invitation of bruno.schmidt@example.com'],
      [3, 'Alice Moreno marked the invitation of bruno.schmidt@example.com as expired'],
      [4, 'Alice Moreno revoked the invitation of bruno.schmidt@example.com'],
      [9, 'Alice Moreno changed the status of the invitation of bruno.schmidt@example.com'],
    ])('says what a move to status %i did', (to, expected) => {
      expect(
        invitation('invitation.status_changed', { changes: { status: { from: 3, to } } }),
      ).toBe(expected);
    });

    it('adds the other changes of the same save, but not the expiry every save restarts', () => {
      expect(
        invitation('invitation.status_changed', {
          changes: {
            status: { from: 4, to: 0 },
            role: { from: 2, to: 0 },
            first_name: { from: null, to: 'Bruno' },
            portfolio_ids: { from: ['p1', 'p2'], to: ['p2', 'p3', 'p4'] },
            expiry_date: { from: '2026-03-01T00:00:00Z', to: '2026-03-12T00:00:00Z' },
          },
        }),
      ).toBe(
        'Alice Moreno re-opened the invitation of bruno.schmidt@example.com and changed its role from administrator to member, first name from (none) to “Bruno” and portfolio access (2 added, 1 removed)',
      );
    });

    it('lists each edited field, and names a save that changed nothing', () => {
      expect(
        invitation('invitation.updated', {
          changes: {
            email: { from: 'bruno@example.com', to: 'bruno.schmidt@example.com' },
            last_name: { from: 'Schmid', to: 'Schmidt' },
            organization_id: { from: ALICE.id, to: NOAH.id },
            nickname: { from: 'B', to: '' },
          },
        }),
      ).toBe(
        'Alice Moreno changed the invitation of bruno.schmidt@example.com: e-mail address from bruno@example.com to bruno.schmidt@example.com, last name from “Schmid” to “Schmidt”, organization (moved to another one) and nickname from B to (none)',
      );
      expect(
        invitation('invitation.updated', {
          changes: { expiry_date: { from: '2026-03-01T00:00:00Z', to: '2026-03-12T00:00:00Z' } },
        }),
      ).toBe(
        'Alice Moreno saved the invitation of bruno.schmidt@example.com unchanged, restarting its expiry',
      );
    });

    it('says the role, portfolios and any status other than pending of a new invitation', () => {
      expect(invitation('invitation.created', { role: 2, status: 1, portfolio_ids: ['p1'] })).toBe(
        'Alice Moreno invited bruno.schmidt@example.com as an administrator with access to 1 portfolio, recorded as accepted',
      );
      expect(invitation('invitation.created', {})).toBe(
        'Alice Moreno invited bruno.schmidt@example.com',
      );
    });

    it('deletes an invitation of unknown status plainly', () => {
      expect(invitation('invitation.deleted', {})).toBe(
        'Alice Moreno deleted the invitation of bruno.schmidt@example.com',
      );
    });
  });

  it('lists several profile changes, in words the organization page uses', () => {
    const entry = activityEntry({
      action: 'organization.updated',
      target: ORGANIZATION,
      details: {
        changes: {
          name: { from: 'Acme', to: 'Acme Research' },
          primary_contact_phone: { from: '', to: '+44 20 7946 0000' },
          organization_type: { from: 'agency', to: 'ngo' },
          needs: { from: ['Churn', 'NPS'], to: ['NPS', 'Pricing', 'Brand'] },
        },
      },
    });
    expect(sentence(entry)).toBe(
      'Alice Moreno changed the organization’s name from “Acme” to “Acme Research”, contact phone from (none) to +44 20 7946 0000, type from Agency to Non-profit (NGO) and needs (added “Pricing” and “Brand”; removed “Churn”)',
    );
    expect(
      sentence(
        activityEntry({ action: 'organization.updated', target: ORGANIZATION, details: {} }),
      ),
    ).toBe('Alice Moreno saved the organization’s profile without changes');
  });

  it('tells private views from shared ones, and renames from scope changes', () => {
    const view = (action: ActivityAction, details: ActivityEntry['details']) =>
      sentence(activityEntry({ action, actor: NOAH, target: VIEW, details }));
    expect(view('saved_view.created', { report: REPORT, scope: 'private' })).toBe(
      'Noah Patel saved the private view “Europe only”',
    );
    expect(
      view('saved_view.updated', { changes: { scope: { from: 'private', to: 'organization' } } }),
    ).toBe('Noah Patel shared the view “Europe only” with the organization');
    expect(
      view('saved_view.updated', { changes: { scope: { from: 'organization', to: 'private' } } }),
    ).toBe('Noah Patel made the view “Europe only” private');
    expect(
      view('saved_view.updated', {
        changes: {
          name: { from: 'Europe', to: 'Europe only' },
          scope: { from: 'private', to: 'organization' },
        },
      }),
    ).toBe(
      'Noah Patel renamed the view “Europe” to “Europe only” and shared it with the organization',
    );
    expect(view('saved_view.updated', {})).toBe(
      'Noah Patel saved the view “Europe only” without changes',
    );
    // Deleting one's own view names no owner.
    expect(view('saved_view.deleted', { owner: NOAH, scope: 'private' })).toBe(
      'Noah Patel deleted the view “Europe only”',
    );
  });

  it('mentions only the download options used', () => {
    const download = (details: ActivityEntry['details']) =>
      sentence(
        activityEntry({
          action: 'report.dataset_downloaded',
          target: REPORT_TARGET,
          details,
        }),
      );
    expect(download({ mask_text_violations: false, omit_columns: [] })).toBe(
      'Alice Moreno downloaded the dataset of “Retail Banking CX 2026 Q3”',
    );
    expect(download({ mask_text_violations: false, omit_columns: ['comment'] })).toBe(
      'Alice Moreno downloaded the dataset of “Retail Banking CX 2026 Q3” (1 column left out)',
    );
  });

  it('reads an action this dashboard does not know by its code', () => {
    const entry = activityEntry({
      action: 'report.shared' as ActivityAction,
      target: REPORT_TARGET,
    });
    expect(sentence(entry)).toBe('Alice Moreno: report.shared on “Retail Banking CX 2026 Q3”');
    expect(actionLabel('report.shared')).toBe('report.shared');
  });
});

describe('activitySentence in another language', () => {
  // The messages' ids, from their English as the catalog holds it (placeholders by name).
  const actor = '';
  const invitee = '';
  const segment = '';
  const portfolio = '';
  const name = '';
  const REVOKED = msg`${actor} revoked the invitation of ${invitee}`;
  const CREATED = msg`${actor} created the segment ${segment} in the portfolio ${portfolio}`;
  const QUOTES = msg`“${name}”`;

  it('puts the actor, the target and the quoted names where the translation puts them', () => {
    i18n.loadAndActivate({
      locale: 'de',
      messages: {
        [REVOKED.id]: 'Die Einladung von {invitee} hat {actor} widerrufen',
        [CREATED.id]: '{actor} hat das Segment {segment} im Portfolio {portfolio} angelegt',
        [QUOTES.id]: '„{name}“',
      },
    });
    const [revoked] = EVERY_ACTION['invitation.status_changed'];
    expect(activitySentence(revoked)).toEqual([
      { text: 'Die Einladung von ' },
      { text: 'bruno.schmidt@example.com', kind: 'target', email: true },
      { text: ' hat ' },
      { text: 'Alice Moreno', kind: 'actor' },
      { text: ' widerrufen' },
    ]);
    const [created] = EVERY_ACTION['segment.created'];
    expect(activitySentence(created)).toEqual([
      { text: 'Noah Patel', kind: 'actor' },
      { text: ' hat das Segment ' },
      { text: 'Young savers', kind: 'target', quoted: true },
      { text: ' im Portfolio ' },
      { text: 'Retail Banking', quoted: true },
      { text: ' angelegt' },
    ]);
    expect(sentence(created)).toBe(
      'Noah Patel hat das Segment „Young savers“ im Portfolio „Retail Banking“ angelegt',
    );
  });
});

describe('action labels', () => {
  it('offers every action once, in a group', () => {
    const grouped = ACTION_GROUPS.flatMap((group) => group.actions);
    expect([...grouped].sort()).toEqual(Object.keys(ACTION_LABELS).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
