/**
 * The `next` a sign-in may return to: a same-origin path starting with a single `/`. Anything
 * else (`//evil.test`, `/\evil.test`, `https://…`, `javascript:`) falls back to `/`.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, which turns "/\t/evil.test" into "//evil.test".
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  const base = 'https://pulse.invalid';
  try {
    const url = new URL(next, base);
    // Dot segments can leave two slashes in front: "/..//evil.test" is the path "//evil.test".
    const path = url.pathname + url.search + url.hash;
    return url.origin === base && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}
