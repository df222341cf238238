import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routePreload } from './route-preload';
import {
  ROUTE_PRELOAD_MANIFEST,
  type RoutePreloadManifest,
} from '../../server/lib/route-preload-table';

const ROOT = '/repo';
const chunk = (
  fileName: string,
  o: { module?: string; imports?: string[]; isEntry?: boolean },
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: o.module ? `${ROOT}/${o.module}` : null,
  imports: o.imports ?? [],
  isEntry: o.isEntry ?? false,
});

/** Runs the plugin over a small bundle; returns what it emitted. */
function build() {
  const plugin = routePreload(ROOT, [
    { path: /^\/reports\/[^/]+$/, modules: ['src/ReportPage.tsx'] },
    { path: /^\/reports\/[^/]+$/, modules: ['src/Quadrant.tsx'], unless: /[?&]tab=sentiment/ },
  ]);
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', {
        module: 'src/main.tsx',
        imports: ['assets/app.js'],
        isEntry: true,
      }),
      chunk('assets/app.js', {}),
      chunk('assets/ReportPage.js', {
        module: 'src/ReportPage.tsx',
        imports: ['assets/app.js', 'assets/Table.js'],
      }),
      chunk('assets/Table.js', {}),
      chunk('assets/Quadrant.js', { module: 'src/Quadrant.tsx', imports: ['assets/recharts.js'] }),
      chunk('assets/recharts.js', {}),
    ].map((c) => [c.fileName, c]),
  );
  const transform = plugin.transformIndexHtml as unknown as {
    handler: (html: string, ctx: { bundle: typeof bundle }) => { attrs: { src: string } }[];
  };
  const [tag] = transform.handler('', { bundle });
  const emitted = new Map<string, string>();
  const generate = plugin.generateBundle as unknown as { handler: (this: unknown) => void };
  generate.handler.call({
    emitFile: (file: { fileName: string; source: string }) =>
      emitted.set(file.fileName, file.source),
  });
  return { src: tag!.attrs.src, emitted };
}

/** The page's preload script, run at `url`: the links it adds. */
function linksAddedAt(script: string, url: string): string[] {
  const added: string[] = [];
  const { pathname, search } = new URL(url);
  runInNewContext(script, {
    location: { pathname, search },
    document: {
      createElement: () => ({}),
      head: {
        append: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`),
      },
    },
  });
  return added;
}

describe('routePreload', () => {
  it('writes a script that links a deep link’s chunks and what they import, not the entry’s', () => {
    const { src, emitted } = build();
    const script = emitted.get(src.slice(1))!;
    expect(linksAddedAt(script, 'http://x/reports/42')).toEqual([
      'modulepreload /assets/ReportPage.js',
      'modulepreload /assets/Table.js',
      'modulepreload /assets/Quadrant.js',
      'modulepreload /assets/recharts.js',
    ]);
    expect(linksAddedAt(script, 'http://x/reports/42/?tab=sentiment')).toEqual([
      'modulepreload /assets/ReportPage.js',
      'modulepreload /assets/Table.js',
    ]);
    expect(linksAddedAt(script, 'http://x/segments')).toEqual([]);
  });

  it('writes the same table for servers, naming the script they may leave out', () => {
    const { src, emitted } = build();
    const manifest = JSON.parse(emitted.get(ROUTE_PRELOAD_MANIFEST)!) as RoutePreloadManifest;
    expect(manifest.script).toBe(src);
    expect(manifest.routes).toEqual([
      ['^\\/reports\\/[^/]+$', null, ['/assets/ReportPage.js', '/assets/Table.js']],
      ['^\\/reports\\/[^/]+$', '[?&]tab=sentiment', ['/assets/Quadrant.js', '/assets/recharts.js']],
    ]);
  });
});
