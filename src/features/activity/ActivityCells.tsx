import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import { EmailText } from '../../components/EmailText';
import { LazyTooltip } from '../../components/LazyTooltip';
import { formatDateTime } from '../../lib/format';
import { entryTimeLabel } from './activity-time';
import type { ActivityEntry } from '../../queries/activity';
import { activityLink } from './activity-link';
import { activitySentence, quoteMarks } from './activity-sentence';

/**
 * The pieces of an entry, shared by the wide table and the narrow cards. A page draws fifty of
 * each, so their styles are written once here rather than as `sx` on every row.
 */

const SentenceText = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  // A long name breaks rather than widening the column.
  overflowWrap: 'anywhere',
  // An address moves to the next line whole when it fits there, and breaks (before its @) only
  // when it is longer than a line: left inline, it broke wherever the line happened to end.
  '& .address': { display: 'inline-block', maxWidth: '100%' },
}));

// The weight of the invitations' names: bold enough to find who at a glance down the list.
const Actor = styled('strong')({ fontWeight: 600 });

/** The entry's sentence, its target a link where the dashboard can still show it. */
export function EntrySentence({
  entry,
  deleted,
}: {
  entry: ActivityEntry;
  deleted: ReadonlySet<string>;
}) {
  const link = activityLink(entry, deleted);
  const [open, close] = quoteMarks();
  return (
    <SentenceText>
      {activitySentence(entry).map((part, index) => {
        const words = part.email ? <EmailText email={part.text} /> : part.text;
        // The class goes on the link itself: an inline block inside a link loses its underline.
        const address = part.email ? 'address' : undefined;
        const content =
          part.kind === 'target' && link ? (
            <Link component={RouterLink} to={link} className={address}>
              {words}
            </Link>
          ) : part.kind === 'actor' ? (
            <Actor>{words}</Actor>
          ) : address ? (
            <span className={address}>{words}</span>
          ) : (
            words
          );
        return (
          <Fragment key={index}>
            {part.quoted && open}
            {content}
            {part.quoted && close}
          </Fragment>
        );
      })}
    </SentenceText>
  );
}

const Time = styled('time')(({ theme }) => ({
  ...theme.typography.body2,
  whiteSpace: 'nowrap',
  textDecoration: 'underline dotted',
  textUnderlineOffset: 3,
}));

/** "3 hours ago" (a date past a week), the exact time on hover or focus. */
export function EntryTime({ at }: { at: string }) {
  return (
    <LazyTooltip title={formatDateTime(at)} describeChild>
      <Time dateTime={at} tabIndex={0}>
        {entryTimeLabel(at)}
      </Time>
    </LazyTooltip>
  );
}
