import type { App } from '../lib/context';

/** Small words that an attitude's initials skip ("Value for money" → VM). */
const SKIPPED = new Set(['a', 'an', 'and', 'for', 'of', 'the', 'to', 'in', 'on', 'with']);

/** Fills that keep white initials at 4.5:1 contrast or more, on light and dark pages alike. */
const FILLS = [
  '#3949ab',
  '#00796b',
  '#ad1457',
  '#5d4037',
  '#6a1b9a',
  '#2e7d32',
  '#0277bd',
  '#bf360c',
];

/** "value-for-money" → "VM"; "trust" → "Tr". */
export function initialsOf(slug: string): string {
  const words = slug.split('-').filter((word) => word && !SKIPPED.has(word));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.charAt(0).toUpperCase() + words[0]!.charAt(1);
  return (words[0]!.charAt(0) + words[1]!.charAt(0)).toUpperCase();
}

/** The same fill for the same attitude every time, spread over the palette. */
export function fillOf(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FILLS[hash % FILLS.length]!;
}

/** A square badge with the attitude's initials; the slug holds only [a-z0-9-], so it is safe. */
export function attitudeIcon(slug: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">' +
    `<rect width="48" height="48" rx="12" fill="${fillOf(slug)}"/>` +
    '<text x="24" y="24" dy="0.35em" text-anchor="middle" fill="#fff" ' +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="20" ' +
    `font-weight="600">${initialsOf(slug)}</text></svg>`
  );
}

/**
 * The attitudes' icons (`content_icon_url` is `/icons/<slug>.svg`): the demo data names them, so
 * the reference server draws them. Public, like any image a page shows: an `<img>` sends no
 * bearer token, and an icon tells nothing its URL does not.
 */
export function iconRoutes(app: App): void {
  app.get('/icons/:file', (c, next) => {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(c.req.param('file'));
    if (!match || match[1]!.length > 80) return next();
    return c.body(attitudeIcon(match[1]!), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
