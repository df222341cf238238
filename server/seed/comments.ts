import type { Rng } from './prng';

export const TOPICS = [
  'Pricing',
  'Support',
  'Onboarding',
  'Reliability',
  'Communication',
  'Product',
];

/** Contact details some comments carry, so masking has something to remove. */
export const SEEDED_PHONES = [
  '+1 415 555 0134',
  '(020) 7946 0958',
  '+44 20 7946 0321',
  '415.555.0172',
];

type Template = (a: string, t: string) => string;

const POSITIVE: Template[] = [
  (a, t) => `Really happy with the ${a}. ${t} has improved a lot this year.`,
  (_, t) => `Great experience overall, especially when it comes to ${t.toLowerCase()}.`,
  (_, t) => `The team made ${t.toLowerCase()} painless. Keep it up!`,
  (a) => `Honestly the best ${a} I have had from anyone.`,
  (a, t) => `${t}: no complaints at all, and the ${a} is excellent.`,
];
const NEUTRAL: Template[] = [
  (_, t) => `${t} is fine, nothing special.`,
  (a) => `It's okay. The ${a} could be better, but it's not a deal-breaker.`,
  (_, t) => `No strong feelings about ${t.toLowerCase()}; it does the job.`,
  (a, t) => `Some good, some bad on ${a}. ${t} is about average.`,
];
const NEGATIVE: Template[] = [
  (_, t) => `${t} has been a problem for months and nobody seems to care.`,
  (a) => `Disappointed with the ${a}. I expected more, given what we pay.`,
  (_, t) => `I had to chase three times about ${t.toLowerCase()}. Not good enough.`,
  (a, t) => `The ${a} got worse after the changes to ${t.toLowerCase()}.`,
];
// Edge cases for the CSV export: formula-like starts, quotes, commas and line breaks.
const AWKWARD: Template[] = [
  (a) => `=HYPERLINK("https://example.com","${a}") would be nice`,
  (_, t) => `+1 for the new ${t.toLowerCase()} process`,
  (a) => `-- not impressed with the ${a}`,
  (_, t) => `@support please look at ${t.toLowerCase()} again`,
  (_, t) => `They said "next week", again, about ${t.toLowerCase()}.`,
  (a, t) => `Two things:\n1) ${t}\n2) the ${a}`,
];
const PROFANE: Template[] = [
  (_, t) => `The ${t.toLowerCase()} is a damn mess right now.`,
  (a) => `What a load of crap, the ${a} got worse.`,
  (_, t) => `${t} sucks since the last update.`,
];

export interface CommentText {
  sentiment: -1 | 0 | 1;
  text: string;
}

/**
 * A comment on an attitude by a respondent who rated its performance `performance` (1..5): the
 * sentiment follows the rating, the text is a template, and a few carry an e-mail address, a
 * phone number, a listed profanity or a CSV edge case.
 */
export function commentFor(
  rng: Rng,
  keyword: string,
  topic: string,
  performance: number,
  author: string,
): CommentText {
  const sentiment = sentimentFor(rng, performance);
  const attitude = keyword.toLowerCase();
  const roll = rng.float();
  let text: string;
  if (roll < 0.05) {
    const email = `${author.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    text = `Please contact me at ${email} about ${topic.toLowerCase()}.`;
  } else if (roll < 0.1) {
    text = `Call me on ${rng.pick(SEEDED_PHONES)}, the ${attitude} issue is still open.`;
  } else if (roll < 0.13) {
    text = rng.pick(PROFANE)(attitude, topic);
  } else if (roll < 0.2) {
    text = rng.pick(AWKWARD)(attitude, topic);
  } else {
    const pool = sentiment > 0 ? POSITIVE : sentiment < 0 ? NEGATIVE : NEUTRAL;
    text = rng.pick(pool)(attitude, topic);
  }
  return { sentiment, text };
}

function sentimentFor(rng: Rng, performance: number): -1 | 0 | 1 {
  const r = rng.float();
  if (performance >= 4) return r < 0.8 ? 1 : r < 0.95 ? 0 : -1;
  if (performance === 3) return r < 0.6 ? 0 : r < 0.8 ? 1 : -1;
  return r < 0.8 ? -1 : r < 0.95 ? 0 : 1;
}
