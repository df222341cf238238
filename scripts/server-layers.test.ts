import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * The server's layers as docs/architecture.md draws them (docs/adr/0006-sql-in-stores.md): a
 * route module is the access check, a store call, the activity entry and the serializer. So no
 * route module imports another (what two share lives in server/lib/, server/serializers/ or
 * server/stores/), and none holds SQL of its own (statements live in server/stores/).
 */
const ROUTES = 'server/routes';
const isCode = (name: string) => /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name);
const routeModules = readdirSync(ROUTES).filter(isCode);

/** The modules a file imports (static and dynamic imports, and re-exports), as repo paths. */
function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => normalize(join(dirname(file), spec)).replace(/\\/g, '/'));
}

const inRoutes = (path: string) => dirname(path) === ROUTES;

describe('server route modules', () => {
  it('are found', () => {
    expect(routeModules.length).toBeGreaterThan(5);
  });

  it('import no other route module', () => {
    const crossings = routeModules.flatMap((name) =>
      importsOf(join(ROUTES, name))
        .filter(inRoutes)
        .map((target) => `${ROUTES}/${name} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('prepare no SQL statement of their own', () => {
    const withSql = routeModules.filter((name) =>
      /\bprepared?\s*\(|\.exec\s*\(\s*['"`]/.test(readFileSync(join(ROUTES, name), 'utf8')),
    );
    expect(withSql).toEqual([]);
  });
});

describe('the layer check', () => {
  it('sees an import, a re-export and a dynamic import between two route modules', () => {
    const source = `import { a } from './a';
      export { b } from './b.ts';
      const c = await import('./c');
      import { groups } from '../lib/groups';`;
    expect(importsOf('server/routes/x.ts', source).filter(inRoutes)).toEqual([
      'server/routes/a',
      'server/routes/b.ts',
      'server/routes/c',
    ]);
  });
});
