import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * The source files `entry` imports statically, directly or not (itself included), relative to
 * `root`: the code a first visit runs before any route's own code loads. Dynamic `import()`s are
 * where the walk stops, as the bundler's does.
 */
export function entryModules(root: string, entry = 'src/main.tsx'): string[] {
  const found = new Set<string>();
  const pending = [resolve(root, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = specifier && resolveModule(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...found].map((file) => relative(root, file)).sort();
}
