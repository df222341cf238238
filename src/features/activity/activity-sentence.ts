import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/format';
import type { ActivityChange, ActivityEntry } from '../../queries/activity';

/**
 * A piece of an entry's sentence. The page draws the actor in bold, the target as a link where it
 * still exists, e-mail addresses so that they wrap before their `@`, and quoted names between
 * the language's quotation marks; the CSV takes the plain text (`sentenceText`).
 */
export interface SentencePart {
  text: string;
  /** Who did it, or what it was done to. */
  kind?: 'actor' | 'target';
  /** A name the sentence quotes: “Europe only”. */
  quoted?: boolean;
  /** An e-mail address. */
  email?: boolean;
}

type Parts = SentencePart[];
type SlotValue = string | SentencePart | readonly SentencePart[];

/**
 * Each sentence is one translated message with named placeholders (`{actor} signed in`), so a
 * language puts the actor, the target and the details where its word order wants them. The
 * placeholders are filled with markers first; the translated text is then cut at the markers and
 * the pieces (a bold actor, a linked target, a quoted name) put in their places.
 */
const MARK = '\u0001';
const slot = (name: string) => `${MARK}${name}${MARK}`;

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
const list = slot('list');
const item = slot('item');

const text = (value: string): SentencePart => ({ text: value });
const quote = (value: string): SentencePart => ({ text: value, quoted: true });
const address = (value: string): SentencePart => ({ text: value, email: true });
const targetPart = (
  value: string,
  style: { quoted?: boolean; email?: boolean } = {},
): SentencePart => ({
  text: value,
  kind: 'target',
  ...style,
});

const isPlain = (part: SentencePart) => !part.kind && !part.quoted && !part.email;

/** A translated message with its markers replaced by the pieces they stand for. */
function fill(message: string, values: Record<string, SlotValue>): Parts {
  const parts: Parts = [];
  const add = (part: SentencePart) => {
    const last = parts.at(-1);
    if (last && isPlain(last) && isPlain(part))
      parts[parts.length - 1] = text(last.text + part.text);
    else if (part.text || !isPlain(part)) parts.push(part);
  };
  message.split(MARK).forEach((piece, index) => {
    // Even pieces are the message's own words; odd ones name a placeholder.
    if (index % 2 === 0) {
      add(text(piece));
      return;
    }
    const value = values[piece];
    if (value === undefined) return;
    if (typeof value === 'string') add(text(value));
    else if (Array.isArray(value)) (value as readonly SentencePart[]).forEach(add);
    else add(value as SentencePart);
  });
  return parts;
}

/** The language's quotation marks around a name: “Europe only” in English, „Europe only“ in German. */
export function quoteMarks(): [open: string, close: string] {
  const name = MARK;
  const [open = '“', close = '”'] = t({
    message: `“${name}”`,
    comment: 'Quotation marks around a name quoted in an activity log sentence',
  }).split(MARK);
  return [open, close];
}

/** The sentence as plain text, quotes included. */
export function sentenceText(parts: readonly SentencePart[]): string {
  const [open, close] = quoteMarks();
  return parts.map((part) => (part.quoted ? `${open}${part.text}${close}` : part.text)).join('');
}

/** "a", "a and b", "a, b and c". */
function joinList(items: readonly Parts[]): Parts {
  let joined: Parts = items[0] ?? [];
  items.slice(1).forEach((next, index) => {
    const last = index === items.length - 2;
    joined = fill(
      last
        ? t({ message: `${list} and ${item}`, comment: 'The last item of a list: “a, b and c”' })
        : t({ message: `${list}, ${item}`, comment: 'An item of a list before the last' }),
      { list: joined, item: next },
    );
  });
  return joined;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A changed value in words: "(none)" for nothing, lists joined, anything else as JSON. */
function valueText(value: unknown): string {
  if (isEmpty(value))
    return t({ message: '(none)', context: 'an empty value in the activity log' });
  if (typeof value === 'string') return value;
  // Values of fields this dashboard does not know: shown as the service sent them.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** The old and the new value of a change, quoted (names) or as e-mail addresses where asked. */
function fromTo(
  change: ActivityChange,
  style: 'plain' | 'quoted' | 'email' = 'plain',
  words: (value: unknown) => string = valueText,
): { from: SentencePart; to: SentencePart } {
  const value = (raw: unknown): SentencePart => {
    const shown = words(raw);
    if (isEmpty(raw) || style === 'plain') return text(shown);
    return style === 'quoted' ? quote(shown) : address(shown);
  };
  return { from: value(change.from), to: value(change.to) };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** What a list change added and removed. */
function addedRemoved(change: ActivityChange): { added: string[]; removed: string[] } {
  const before = strings(change.from);
  const after = strings(change.to);
  return {
    added: after.filter((entry) => !before.includes(entry)),
    removed: before.filter((entry) => !after.includes(entry)),
  };
}

// Roles and statuses as words inside a sentence ("role from member to administrator"), where
// English writes them in lower case and German does not: their own messages, not the labels.
const ROLE_WORDS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'member', context: 'role, inside a sentence' }),
  1: msg({ message: 'collaborator', context: 'role, inside a sentence' }),
  2: msg({ message: 'administrator', context: 'role, inside a sentence' }),
};
/** "invited … as a collaborator". */
const ROLE_AS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'a member', context: 'role someone was invited as' }),
  1: msg({ message: 'a collaborator', context: 'role someone was invited as' }),
  2: msg({ message: 'an administrator', context: 'role someone was invited as' }),
};
const STATUS_WORDS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'pending', context: 'invitation status, inside a sentence' }),
  1: msg({ message: 'accepted', context: 'invitation status, inside a sentence' }),
  2: msg({ message: 'cancelled', context: 'invitation status, inside a sentence' }),
  3: msg({ message: 'expired', context: 'invitation status, inside a sentence' }),
  4: msg({ message: 'revoked', context: 'invitation status, inside a sentence' }),
};

function unknownRole(value: number): string {
  const code = String(value);
  return t`role ${code}`;
}

function unknownStatus(value: number): string {
  const code = String(value);
  return t`status ${code}`;
}

const roleWords = (value: unknown) => {
  if (typeof value !== 'number') return valueText(value);
  const words = ROLE_WORDS[value];
  return words ? i18n._(words) : unknownRole(value);
};
const roleAs = (value: number) => {
  const words = ROLE_AS[value];
  return words ? i18n._(words) : unknownRole(value);
};
const statusWords = (value: unknown) => {
  if (typeof value !== 'number') return valueText(value);
  const words = STATUS_WORDS[value];
  return words ? i18n._(words) : unknownStatus(value);
};
/** A field this dashboard has no words for, by its code: "nickname", "last_seen" → "last seen". */
const fieldWords = (code: string) => code.replaceAll('_', ' ');

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
