import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/format';
import type { ActivityChange, ActivityEntry } from '../../queries/activity';
import {
  addedRemoved,
  fill,
  fromTo,
  joinList,
  quote,
  slot,
  targetPart,
  text,
  valueText,
  type Parts,
  type SentencePart,
} from './sentence-parts';
import { fieldWords, roleAs, roleWords, statusWords } from './value-words';

export { quoteMarks, sentenceText, type SentencePart } from './sentence-parts';

// The placeholders of the messages below: each message names its own in the catalog.
const actor = slot('actor');
const invitee = slot('invitee');
const email = slot('email');
const role = slot('role');
const status = slot('status');
const changes = slot('changes');
const organization = slot('organization');
const segment = slot('segment');
const portfolio = slot('portfolio');
const view = slot('view');
const oldName = slot('oldName');
const owner = slot('owner');
const report = slot('report');
const target = slot('target');
const action = slot('action');
const field = slot('field');
const from = slot('from');
const to = slot('to');

/** "portfolio access (2 added, 1 removed)". */
function portfolioAccess(change: ActivityChange): string {
  const counts = addedRemoved(change);
  const added = formatInteger(counts.added.length);
  const removed = formatInteger(counts.removed.length);
  if (counts.added.length && counts.removed.length) {
    return t`portfolio access (${added} added, ${removed} removed)`;
  }
  if (counts.added.length) return t`portfolio access (${added} added)`;
  if (counts.removed.length) return t`portfolio access (${removed} removed)`;
  return t`portfolio access`;
}

/** One changed field of an invitation, in words. */
function invitationChange(code: string, change: ActivityChange): Parts {
  switch (code) {
    case 'email':
      return fill(t`e-mail address from ${from} to ${to}`, fromTo(change, 'email'));
    case 'first_name':
      return fill(t`first name from ${from} to ${to}`, fromTo(change, 'quoted'));
    case 'last_name':
      return fill(t`last name from ${from} to ${to}`, fromTo(change, 'quoted'));
    case 'role':
      return fill(t`role from ${from} to ${to}`, fromTo(change, 'plain', roleWords));
    case 'status':
      return fill(t`status from ${from} to ${to}`, fromTo(change, 'plain', statusWords));
    case 'portfolio_ids':
      return [text(portfolioAccess(change))];
    case 'organization_id':
      return [text(t`organization (moved to another one)`)];
    default:
      return fill(t`${field} from ${from} to ${to}`, {
        field: fieldWords(code),
        ...fromTo(change),
      });
  }
}

// The organization page's names for them (features/organizations keeps its own list).
const ORGANIZATION_TYPES: Record<string, MessageDescriptor> = {
  agency: msg`Agency`,
  corporation: msg`Corporation`,
  ngo: msg`Non-profit (NGO)`,
};

const organizationTypeWords = (value: unknown) => {
  if (typeof value !== 'string') return valueText(value);
  const words = Object.hasOwn(ORGANIZATION_TYPES, value) ? ORGANIZATION_TYPES[value] : undefined;
  return words ? i18n._(words) : value;
};

/** "needs (added “Pricing” and “Brand”; removed “Churn”)". */
function needsChange(change: ActivityChange): Parts {
  const counts = addedRemoved(change);
  const quotedList = (entries: string[]) => joinList(entries.map((entry) => [quote(entry)]));
  const added = slot('added');
  const removed = slot('removed');
  const values = { added: quotedList(counts.added), removed: quotedList(counts.removed) };
  if (counts.added.length && counts.removed.length) {
    return fill(t`needs (added ${added}; removed ${removed})`, values);
  }
  if (counts.added.length) return fill(t`needs (added ${added})`, values);
  if (counts.removed.length) return fill(t`needs (removed ${removed})`, values);
  return [text(t`needs`)];
}

/** One changed field of the organization's profile, in words. */
function organizationChange(code: string, change: ActivityChange): Parts {
  switch (code) {
    case 'name':
      return fill(t`name from ${from} to ${to}`, fromTo(change, 'quoted'));
    case 'website':
      return fill(t`website from ${from} to ${to}`, fromTo(change));
    case 'primary_contact_phone':
      return fill(t`contact phone from ${from} to ${to}`, fromTo(change));
    case 'organization_type':
      return fill(t`type from ${from} to ${to}`, fromTo(change, 'plain', organizationTypeWords));
    case 'needs':
      return needsChange(change);
    default:
      return fill(t`${field} from ${from} to ${to}`, {
        field: fieldWords(code),
        ...fromTo(change),
      });
  }
}

/** The changes of an entry, field by field, without those every save makes. */
function changesOf(
  entry: ActivityEntry,
  describe: (code: string, change: ActivityChange) => Parts,
  skip: readonly string[] = [],
): Parts[] {
  return Object.entries(entry.details.changes ?? {})
    .filter(([code]) => !skip.includes(code))
    .map(([code, change]) => describe(code, change));
}

/** A save of an invitation restarts its expiry: that is no change anyone made. */
const EVERY_SAVE = ['expiry_date'];

/** What a move of an invitation to the status `moved` did, with the other changes of the save. */
function statusMove(moved: unknown, others: boolean): string {
  switch (moved) {
    case 0:
      return others
        ? t`${actor} re-opened the invitation of ${invitee} and changed its ${changes}`
        : t`${actor} re-opened the invitation of ${invitee}`;
    case 1:
      return others
        ? t`${actor} marked the invitation of ${invitee} as accepted and changed its ${changes}`
        : t`${actor} marked the invitation of ${invitee} as accepted`;
    case 2:
      return others
        ? t`${actor} cancelled the invitation of ${invitee} and changed its ${changes}`
        : t`${actor} cancelled the invitation of ${invitee}`;
    case 3:
      return others
        ? t`${actor} marked the invitation of ${invitee} as expired and changed its ${changes}`
        : t`${actor} marked the invitation of ${invitee} as expired`;
    case 4:
      return others
        ? t`${actor} revoked the invitation of ${invitee} and changed its ${changes}`
        : t`${actor} revoked the invitation of ${invitee}`;
    default:
      return others
        ? t`${actor} changed the status of the invitation of ${invitee} and changed its ${changes}`
        : t`${actor} changed the status of the invitation of ${invitee}`;
  }
}

/** A new invitation: its role, its portfolios, and its status where it was not pending. */
function invitationCreated(details: ActivityEntry['details']): string {
  const portfolios = details.portfolio_ids?.length ?? 0;
  const withRole = details.role !== undefined;
  const recorded = details.status !== undefined && details.status !== 0;
  if (withRole && portfolios) {
    return recorded
      ? t`${actor} invited ${invitee} as ${role} with access to ${plural(portfolios, { one: '# portfolio', other: '# portfolios' })}, recorded as ${status}`
      : t`${actor} invited ${invitee} as ${role} with access to ${plural(portfolios, { one: '# portfolio', other: '# portfolios' })}`;
  }
  if (withRole) {
    return recorded
      ? t`${actor} invited ${invitee} as ${role}, recorded as ${status}`
      : t`${actor} invited ${invitee} as ${role}`;
  }
  if (portfolios) {
    return recorded
      ? t`${actor} invited ${invitee} with access to ${plural(portfolios, { one: '# portfolio', other: '# portfolios' })}, recorded as ${status}`
      : t`${actor} invited ${invitee} with access to ${plural(portfolios, { one: '# portfolio', other: '# portfolios' })}`;
  }
  return recorded
    ? t`${actor} invited ${invitee}, recorded as ${status}`
    : t`${actor} invited ${invitee}`;
}

/** A deleted invitation, with the status it had. */
function invitationDeleted(deleted: unknown): string {
  switch (deleted) {
    case undefined:
      return t`${actor} deleted the invitation of ${invitee}`;
    case 0:
      return t`${actor} deleted the pending invitation of ${invitee}`;
    case 1:
      return t`${actor} deleted the accepted invitation of ${invitee}`;
    case 2:
      return t`${actor} deleted the cancelled invitation of ${invitee}`;
    case 3:
      return t`${actor} deleted the expired invitation of ${invitee}`;
    case 4:
      return t`${actor} deleted the revoked invitation of ${invitee}`;
    default:
      return t`${actor} deleted the invitation of ${invitee} (status ${status})`;
  }
}

/** A change to a saved view: its name, whom it is shared with, or neither. */
function viewUpdated(renamed: boolean, scope: 'organization' | 'private' | null): string {
  if (renamed) {
    if (scope === 'organization') {
      return t`${actor} renamed the view ${oldName} to ${view} and shared it with the organization`;
    }
    if (scope === 'private')
      return t`${actor} renamed the view ${oldName} to ${view} and made it private`;
    return t`${actor} renamed the view ${oldName} to ${view}`;
  }
  if (scope === 'organization') return t`${actor} shared the view ${view} with the organization`;
  if (scope === 'private') return t`${actor} made the view ${view} private`;
  return t`${actor} saved the view ${view} without changes`;
}

/** A dataset download, with the options that changed what it held. */
function datasetDownloaded(masked: boolean, omitted: number): string {
  if (masked && omitted) {
    return t`${actor} downloaded the dataset of ${report} (text masked, ${plural(omitted, { one: '# column', other: '# columns' })} left out)`;
  }
  if (masked) return t`${actor} downloaded the dataset of ${report} (text masked)`;
  if (omitted) {
    return t`${actor} downloaded the dataset of ${report} (${plural(omitted, { one: '# column', other: '# columns' })} left out)`;
  }
  return t`${actor} downloaded the dataset of ${report}`;
}

/**
 * An entry as a sentence: "Alice Moreno revoked the invitation of bruno.schmidt@example.com".
 * Written from the entry alone (names and labels as they were then), so a deleted target still
 * reads; an action this dashboard does not know reads by its code.
 */
export function activitySentence(entry: ActivityEntry): Parts {
  const who: SentencePart = { text: entry.actor?.name.trim() || t`Someone`, kind: 'actor' };
  const details = entry.details;
  const label = entry.target.label;
  const named = targetPart(label, { quoted: true });
  const invited = targetPart(details.email ?? label, { email: true });

  switch (entry.action) {
    case 'auth.login':
      return fill(t`${actor} signed in`, { actor: who });

    case 'auth.login_failed':
      return fill(t`Someone tried to sign in as ${email} and was refused`, {
        email: targetPart(details.email ?? label, { email: true }),
      });

    case 'invitation.created':
      return fill(invitationCreated(details), {
        actor: who,
        invitee: invited,
        ...(details.role === undefined ? {} : { role: roleAs(details.role) }),
        ...(details.status === undefined ? {} : { status: statusWords(details.status) }),
      });

    case 'invitation.status_changed': {
      const others = changesOf(entry, invitationChange, [...EVERY_SAVE, 'status']);
      return fill(statusMove(details.changes?.status?.to, others.length > 0), {
        actor: who,
        invitee: invited,
        changes: joinList(others),
      });
    }

    case 'invitation.updated': {
      const edits = changesOf(entry, invitationChange, EVERY_SAVE);
      return fill(
        edits.length
          ? t`${actor} changed the invitation of ${invitee}: ${changes}`
          : t`${actor} saved the invitation of ${invitee} unchanged, restarting its expiry`,
        { actor: who, invitee: invited, changes: joinList(edits) },
      );
    }

    case 'invitation.deleted':
      return fill(invitationDeleted(details.status), {
        actor: who,
        invitee: invited,
        status: statusWords(details.status),
      });

    case 'organization.updated': {
      const edits = changesOf(entry, organizationChange);
      const profile = targetPart(
        t({
          message: 'organization',
          context: 'the organization, linked to its profile, inside an activity log sentence',
        }),
      );
      return fill(
        edits.length
          ? t`${actor} changed the ${organization}’s ${changes}`
          : t`${actor} saved the ${organization}’s profile without changes`,
        { actor: who, organization: profile, changes: joinList(edits) },
      );
    }

    case 'segment.created':
      return details.portfolio
        ? fill(t`${actor} created the segment ${segment} in the portfolio ${portfolio}`, {
            actor: who,
            segment: named,
            portfolio: quote(details.portfolio.name),
          })
        : fill(t`${actor} created the segment ${segment}`, { actor: who, segment: named });

    case 'saved_view.created':
      return fill(
        details.scope === 'private'
          ? t`${actor} saved the private view ${view}`
          : details.scope === 'organization'
            ? t`${actor} saved the view ${view} for the organization`
            : t`${actor} saved the view ${view}`,
        { actor: who, view: named },
      );

    case 'saved_view.updated': {
      const { name, scope } = details.changes ?? {};
      const shared = scope ? (scope.to === 'organization' ? 'organization' : 'private') : null;
      return fill(viewUpdated(Boolean(name), shared), {
        actor: who,
        view: named,
        oldName: quote(valueText(name?.from)),
      });
    }

    case 'saved_view.deleted': {
      const someoneElse =
        details.owner && details.owner.id !== entry.actor?.id ? details.owner.name.trim() : '';
      return someoneElse
        ? fill(t`${actor} deleted ${owner}’s view ${view}`, {
            actor: who,
            owner: someoneElse,
            view: named,
          })
        : fill(t`${actor} deleted the view ${view}`, { actor: who, view: named });
    }

    case 'report.dataset_downloaded':
      return fill(
        datasetDownloaded(Boolean(details.mask_text_violations), details.omit_columns?.length ?? 0),
        { actor: who, report: named },
      );

    case 'report.group_refused':
      return fill(t`A result of ${report} was withheld from ${actor} for anonymity`, {
        actor: who,
        report: named,
      });

    default:
      // A newer service's action: its code, and what it was done to.
      return fill(t`${actor}: ${action} on ${target}`, {
        actor: who,
        action: String(entry.action),
        target: named,
      });
  }
}
