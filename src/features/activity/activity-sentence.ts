import { invitationStatusLabel } from '../../lib/invitation-status';
import { roleLabel } from '../../lib/roles';
import type { ActivityChange, ActivityEntry } from '../../queries/activity';

/**
 * A piece of an entry's sentence. The page draws the actor in bold, the target as a link where it
 * still exists, e-mail addresses so that they wrap before their `@`, and quoted names between
 * typographic quotes; the CSV takes the plain text (`sentenceText`).
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

const text = (value: string): SentencePart => ({ text: value });
const quoted = (value: string): SentencePart => ({ text: value, quoted: true });
const email = (value: string): SentencePart => ({ text: value, email: true });
const target = (
  value: string,
  style: { quoted?: boolean; email?: boolean } = {},
): SentencePart => ({
  text: value,
  kind: 'target',
  ...style,
});

/** The sentence as plain text, quotes included. */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => (part.quoted ? `“${part.text}”` : part.text)).join('');
}

/** "a", "a and b", "a, b and c". */
function joinList(items: readonly Parts[]): Parts {
  return items.flatMap((item, index) => [
    ...(index === 0 ? [] : [text(index === items.length - 1 ? ' and ' : ', ')]),
    ...item,
  ]);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A changed value in words: "(none)" for nothing, lists joined, anything else as JSON. */
function valueText(value: unknown): string {
  if (isEmpty(value)) return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** "website from a to b", with the values quoted (names) or as e-mail addresses where asked. */
function fromTo(
  label: string,
  change: ActivityChange,
  style: 'plain' | 'quoted' | 'email' = 'plain',
  words: (value: unknown) => string = valueText,
): Parts {
  const value = (raw: unknown): SentencePart => {
    const shown = words(raw);
    if (isEmpty(raw) || style === 'plain') return text(shown);
    return style === 'quoted' ? quoted(shown) : email(shown);
  };
  return [text(`${label} from `), value(change.from), text(' to '), value(change.to)];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What a list change added and removed: "(1 added, 2 removed)". */
function addedRemoved(change: ActivityChange): { added: string[]; removed: string[] } {
  const before = strings(change.from);
  const after = strings(change.to);
  return {
    added: after.filter((item) => !before.includes(item)),
    removed: before.filter((item) => !after.includes(item)),
  };
}

const roleWords = (value: unknown) =>
  typeof value === 'number' ? roleLabel(value).toLowerCase() : valueText(value);
const statusWords = (value: unknown) =>
  typeof value === 'number' ? invitationStatusLabel(value).toLowerCase() : valueText(value);
const fieldWords = (field: string) => field.replaceAll('_', ' ');

/** One changed field of an invitation, in words. */
function invitationChange(field: string, change: ActivityChange): Parts {
  switch (field) {
    case 'email':
      return fromTo('e-mail address', change, 'email');
    case 'first_name':
      return fromTo('first name', change, 'quoted');
    case 'last_name':
      return fromTo('last name', change, 'quoted');
    case 'role':
      return fromTo('role', change, 'plain', roleWords);
    case 'status':
      return fromTo('status', change, 'plain', statusWords);
    case 'portfolio_ids': {
      const { added, removed } = addedRemoved(change);
      const counts = [
        ...(added.length ? [`${added.length} added`] : []),
        ...(removed.length ? [`${removed.length} removed`] : []),
      ];
      return [text(`portfolio access${counts.length ? ` (${counts.join(', ')})` : ''}`)];
    }
    case 'organization_id':
      return [text('organization (moved to another one)')];
    default:
      return fromTo(fieldWords(field), change);
  }
}

const ORGANIZATION_TYPES: Record<string, string> = {
  // The organization page's names for them (features/organizations keeps its own list).
  agency: 'Agency',
  corporation: 'Corporation',
  ngo: 'Non-profit (NGO)',
};

/** One changed field of the organization's profile, in words. */
function organizationChange(field: string, change: ActivityChange): Parts {
  switch (field) {
    case 'name':
      return fromTo('name', change, 'quoted');
    case 'website':
      return fromTo('website', change);
    case 'primary_contact_phone':
      return fromTo('contact phone', change);
    case 'organization_type':
      return fromTo('type', change, 'plain', (value) =>
        typeof value === 'string' ? (ORGANIZATION_TYPES[value] ?? value) : valueText(value),
      );
    case 'needs': {
      const { added, removed } = addedRemoved(change);
      const list = (items: string[]) => joinList(items.map((item) => [quoted(item)]));
      const pieces: Parts[] = [
        ...(added.length ? [[text('added '), ...list(added)]] : []),
        ...(removed.length ? [[text('removed '), ...list(removed)]] : []),
      ];
      if (!pieces.length) return [text('needs')];
      return [
        text('needs ('),
        ...pieces.flatMap((p, i) => (i ? [text('; '), ...p] : p)),
        text(')'),
      ];
    }
    default:
      return fromTo(fieldWords(field), change);
  }
}

/** The changes of an entry, field by field, without those every save makes. */
function changesOf(
  entry: ActivityEntry,
  describe: (field: string, change: ActivityChange) => Parts,
  skip: readonly string[] = [],
): Parts[] {
  return Object.entries(entry.details.changes ?? {})
    .filter(([field]) => !skip.includes(field))
    .map(([field, change]) => describe(field, change));
}

/** A save of an invitation restarts its expiry: that is no change anyone made. */
const EVERY_SAVE = ['expiry_date'];

const STATUS_MOVES: Record<number, (invitee: SentencePart) => Parts> = {
  0: (invitee) => [text(' re-opened the invitation of '), invitee],
  1: (invitee) => [text(' marked the invitation of '), invitee, text(' as accepted')],
  2: (invitee) => [text(' cancelled the invitation of '), invitee],
  3: (invitee) => [text(' marked the invitation of '), invitee, text(' as expired')],
  4: (invitee) => [text(' revoked the invitation of '), invitee],
};

const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * An entry as a sentence: "Alice Moreno revoked the invitation of bruno.schmidt@example.com".
 * Written from the entry alone (names and labels as they were then), so a deleted target still
 * reads; an action this dashboard does not know reads by its code.
 */
export function activitySentence(entry: ActivityEntry): Parts {
  const actor: SentencePart = { text: entry.actor?.name.trim() || 'Someone', kind: 'actor' };
  const details = entry.details;
  const label = entry.target.label;
  const named = target(label, { quoted: true });
  const invitee = target(details.email ?? label, { email: true });

  switch (entry.action) {
    case 'auth.login':
      return [actor, text(' signed in')];

    case 'auth.login_failed':
      return [
        text('Someone tried to sign in as '),
        target(details.email ?? label, { email: true }),
        text(' and was refused'),
      ];

    case 'invitation.created': {
      const portfolios = details.portfolio_ids?.length ?? 0;
      return [
        actor,
        text(' invited '),
        invitee,
        ...(details.role === undefined ? [] : [text(` as ${article(roleWords(details.role))}`)]),
        ...(portfolios
          ? [text(` with access to ${plural(portfolios, 'portfolio', 'portfolios')}`)]
          : []),
        ...(details.status === undefined || details.status === 0
          ? []
          : [text(`, recorded as ${statusWords(details.status)}`)]),
      ];
    }

    case 'invitation.status_changed': {
      const to = details.changes?.status?.to;
      const move =
        typeof to === 'number' && STATUS_MOVES[to]
          ? STATUS_MOVES[to](invitee)
          : [text(' changed the status of the invitation of '), invitee];
      const others = changesOf(entry, invitationChange, [...EVERY_SAVE, 'status']);
      return [
        actor,
        ...move,
        ...(others.length ? [text(' and changed its '), ...joinList(others)] : []),
      ];
    }

    case 'invitation.updated': {
      const changes = changesOf(entry, invitationChange, EVERY_SAVE);
      if (!changes.length) {
        return [
          actor,
          text(' saved the invitation of '),
          invitee,
          text(' unchanged, restarting its expiry'),
        ];
      }
      return [
        actor,
        text(' changed the invitation of '),
        invitee,
        text(': '),
        ...joinList(changes),
      ];
    }

    case 'invitation.deleted':
      return [
        actor,
        text(
          details.status === undefined
            ? ' deleted the invitation of '
            : ` deleted the ${statusWords(details.status)} invitation of `,
        ),
        invitee,
      ];

    case 'organization.updated': {
      const changes = changesOf(entry, organizationChange);
      const organization = target('organization');
      if (!changes.length) {
        return [actor, text(' saved the '), organization, text('’s profile without changes')];
      }
      return [actor, text(' changed the '), organization, text('’s '), ...joinList(changes)];
    }

    case 'segment.created':
      return [
        actor,
        text(' created the segment '),
        named,
        ...(details.portfolio ? [text(' in the portfolio '), quoted(details.portfolio.name)] : []),
      ];

    case 'saved_view.created':
      if (details.scope === 'private') return [actor, text(' saved the private view '), named];
      return [
        actor,
        text(' saved the view '),
        named,
        ...(details.scope === 'organization' ? [text(' for the organization')] : []),
      ];

    case 'saved_view.updated': {
      const { name, scope } = details.changes ?? {};
      const shared = scope?.to === 'organization';
      if (name) {
        return [
          actor,
          text(' renamed the view '),
          quoted(valueText(name.from)),
          text(' to '),
          named,
          ...(scope
            ? [text(shared ? ' and shared it with the organization' : ' and made it private')]
            : []),
        ];
      }
      if (scope) {
        return shared
          ? [actor, text(' shared the view '), named, text(' with the organization')]
          : [actor, text(' made the view '), named, text(' private')];
      }
      return [actor, text(' saved the view '), named, text(' without changes')];
    }

    case 'saved_view.deleted': {
      const owner = details.owner;
      const someoneElse = owner && owner.id !== entry.actor?.id && owner.name.trim();
      return someoneElse
        ? [actor, text(` deleted ${owner.name.trim()}’s view `), named]
        : [actor, text(' deleted the view '), named];
    }

    case 'report.dataset_downloaded': {
      const omitted = details.omit_columns?.length ?? 0;
      const notes = [
        ...(details.mask_text_violations ? ['text masked'] : []),
        ...(omitted ? [`${plural(omitted, 'column', 'columns')} left out`] : []),
      ];
      return [
        actor,
        text(' downloaded the dataset of '),
        named,
        ...(notes.length ? [text(` (${notes.join(', ')})`)] : []),
      ];
    }

    default:
      // A newer service's action: its code, and what it was done to.
      return [actor, text(`: ${String(entry.action)} on `), named];
  }
}
