/** Links come from the service: only web links are offered, never `javascript:` and the like. */
export function safeExternalUrl(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
