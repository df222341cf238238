/**
 * What a deep link needs first, as the build writes it down (scripts/vite/route-preload.ts) and
 * the server reads it (routes/static.ts): one row per preload route, with the path pattern, the
 * query pattern that rules the row out (or null), and the chunks' URLs.
 */
export type RoutePreloadTable = [path: string, unless: string | null, files: string[]][];

/** Written beside index.html, for a server that puts the links into the page itself. */
export interface RoutePreloadManifest {
  /** The page's preload script, which such a server leaves out. */
  script: string;
  routes: RoutePreloadTable;
}

export const ROUTE_PRELOAD_MANIFEST = 'route-preload.json';

/**
 * The chunk URLs a page at `pathname` (with `search`) needs first. It also runs in the browser:
 * the plugin copies its source into the page's preload script, so it uses nothing from outside.
 */
export function preloadsFor(routes: RoutePreloadTable, pathname: string, search: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const files = new Set<string>();
  for (const [pattern, unless, chunks] of routes) {
    if (!new RegExp(pattern).test(path)) continue;
    if (unless && new RegExp(unless).test(search)) continue;
    for (const chunk of chunks) files.add(chunk);
  }
  return [...files];
}
