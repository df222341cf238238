import type { AttitudeSpec } from './catalog-types';
import { rec, study } from './catalog-types';

export const MEDIA_ATTITUDES: AttitudeSpec[] = [
  {
    keyword: 'Responsiveness to press',
    category: 'Access',
    description: 'Journalists get answers before their deadline.',
    explanation:
      'Responsiveness to press measures speed and usefulness of replies to media requests.',
    importance: 4.5,
    performance: 3.4,
    recommendations: [
      rec(
        'Acknowledge every request within an hour',
        'Even when the answer takes longer.',
        'An auto-reply with the duty press officer’s direct number.',
        'A missed deadline means the story runs without you.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Spokesperson credibility',
    category: 'Reputation',
    description: 'Spokespeople are knowledgeable and straight.',
    explanation: 'Spokesperson credibility reflects expertise and candour in interviews.',
    importance: 4.1,
    performance: 4.2,
    recommendations: [
      rec(
        'Field experts, not only executives',
        'Train subject-matter experts for interviews.',
        'A roster of five media-trained specialists by topic.',
        'Journalists value depth over titles.',
      ),
    ],
    studies: [study('Source credibility in business journalism', 'source-credibility')],
  },
  {
    keyword: 'Message consistency',
    category: 'Reputation',
    description: 'What the organisation says is consistent across channels.',
    explanation: 'Message consistency measures alignment between statements, channels and actions.',
    importance: 3.6,
    performance: 3.8,
    recommendations: [
      rec(
        'Keep one source of truth',
        'Maintain a living fact sheet used by every spokesperson.',
        'A shared fact sheet updated within a day of any change.',
        'Contradictions become the story.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Access to information',
    category: 'Access',
    description: 'Data, images and background are easy to find.',
    explanation: 'Access to information covers the press room, data and assets.',
    importance: 3.8,
    performance: 3.1,
    recommendations: [
      rec(
        'Build a self-service press room',
        'Put facts, figures and images where journalists can take them.',
        'A press page with downloadable charts and high-resolution photos.',
        'Self-service saves both sides a phone call.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Story value',
    category: 'Relevance',
    description: 'Pitches offer genuine news or insight.',
    explanation: 'Story value measures whether outreach is relevant to the journalist’s beat.',
    importance: 3.9,
    performance: 2.9,
    recommendations: [
      rec(
        'Pitch fewer, better stories',
        'Send each journalist only what fits their beat.',
        'A beat list that routes each pitch to at most ten reporters.',
        'Irrelevant pitches train journalists to ignore you.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Crisis handling',
    category: 'Reputation',
    description: 'In a crisis, the organisation is fast, open and accountable.',
    explanation:
      'Crisis handling reflects how the organisation communicated during its last incident.',
    importance: 4.3,
    performance: 3.2,
    recommendations: [
      rec(
        'Rehearse the first hour',
        'Run a yearly crisis drill with the real people.',
        'A tabletop exercise on a data breach scenario.',
        'The first hour sets the story for the week.',
      ),
    ],
    studies: [study('The first hour: crisis communication timing', 'crisis-first-hour')],
  },
];

export const EVENT_ATTITUDES: AttitudeSpec[] = [
  {
    keyword: 'Content relevance',
    category: 'Programme',
    description: 'Sessions matched what attendees came to learn.',
    explanation: 'Content relevance measures fit between the programme and attendee goals.',
    importance: 4.5,
    performance: 4.4,
    recommendations: [
      rec(
        'Crowd-source the agenda',
        'Let registrants vote on topics before the programme is fixed.',
        'A pre-event poll that decided three of the eight breakout sessions.',
        'People value what they helped choose.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Speaker quality',
    category: 'Programme',
    description: 'Speakers were expert and engaging.',
    explanation: 'Speaker quality reflects expertise and delivery of presenters.',
    importance: 4.2,
    performance: 4.3,
    recommendations: [
      rec(
        'Rehearse with every speaker',
        'Hold a 20-minute run-through a week before.',
        'A tech check plus timing review for each session.',
        'Rehearsed talks run on time and land better.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Networking value',
    category: 'Community',
    description: 'Attendees met people worth meeting.',
    explanation: 'Networking value measures useful connections made at the event.',
    importance: 4.0,
    performance: 3.1,
    recommendations: [
      rec(
        'Structure the breaks',
        'Host topic tables at lunch and a matchmaking slot.',
        'Ten labelled tables by industry at every lunch.',
        'Unstructured breaks favour people who already know each other.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Venue and logistics',
    category: 'Operations',
    description: 'The venue, catering and timing worked smoothly.',
    explanation: 'Venue and logistics covers comfort, accessibility and schedule.',
    importance: 3.4,
    performance: 3.7,
    recommendations: [
      rec(
        'Publish an accessibility guide',
        'Share step-free routes, quiet rooms and dietary options ahead.',
        'A one-page guide sent with the joining instructions.',
        'Planning ahead removes the day’s biggest stresses.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Event app',
    category: 'Operations',
    description: 'The event app helped attendees find their way.',
    explanation: 'Event app measures usefulness of the agenda, map and messaging features.',
    importance: 2.8,
    performance: 3.0,
    recommendations: [
      rec(
        'Make the agenda work offline',
        'Cache the agenda and map for venues with poor signal.',
        'An offline-ready agenda that syncs when back online.',
        'An app that fails in the hall fails completely.',
      ),
    ],
    studies: [],
  },
  {
    keyword: 'Registration ease',
    category: 'Operations',
    description: 'Registering and checking in took no effort.',
    explanation: 'Registration ease measures the sign-up and check-in experience.',
    importance: 3.3,
    performance: 4.2,
    recommendations: [
      rec(
        'Check in by QR code',
        'Send a personal code and scan it at the door.',
        'Badges printed on demand when the code is scanned.',
        'Queues at the door set a poor first impression.',
      ),
    ],
    studies: [study('First impressions at professional events', 'event-first-impressions')],
  },
];
