import { createHash } from 'node:crypto';
import { compress, ENCODINGS, type Encoding } from './compression';

/**
 * The encodings of ours that an Accept-Encoding header allows, best first. A coding listed with
 * q=0 is refused, and `*` stands for every coding the header does not name.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  return ENCODINGS.map((e) => e.name).filter((name) => (weights.get(name) ?? wildcard) > 0);
}

/**
 * Pages differ only by what their head gets, so a few bodies serve every request. They are found
 * by a digest of the page rather than by the page, which is up to 360 KB of text.
 */
const PAGE_CACHE_SIZE = 32;
const pages = new Map<string, Uint8Array<ArrayBuffer>>();

/** A page compressed for sending (quickly: see `compress`), kept for the next request of it. */
export async function encodePage(
  html: string,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding} ${createHash('sha1').update(html).digest('base64')}`;
  const cached = pages.get(key);
  if (cached) return cached;
  const body = new Uint8Array(await compress(html, encoding, 'quick'));
  if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
  pages.set(key, body);
  return body;
}
