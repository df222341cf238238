/**
 * Bundle figures: gzip bytes the sign-in and home pages load, each lazy route chunk, the floor app
 * built in the same run, and where recharts ended up.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import react from '@vitejs/plugin-react';

export interface BundleFigures {
  signInPageBytes: number;
  homePageBytes: number;
  floorBytes: number;
  ratio: number;
  routeChunks: Record<string, number>;
  chartsChunkBytes: number;
  rechartsInInitialLoad: boolean;
  rechartsChunks: string[];
}

async function buildWithManifest(root: string, outDir: string): Promise<Manifest> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzipBytes(outDir: string, file: string): number {
  const key = join(outDir, file);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key), { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

/** Every file a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function sum(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(outDir, file);
  return total;
}

function keyOf(manifest: Manifest, sourceSuffix: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(sourceSuffix));
}

function fileContains(outDir: string, file: string, needle: string): boolean {
  return readFileSync(join(outDir, file), 'utf8').includes(needle);
}

export async function measureBundle(tmp: string): Promise<BundleFigures> {
  const appOut = join(tmp, 'app');
  const floorOut = join(tmp, 'floor');
  const app = await buildWithManifest(process.cwd(), appOut);
  const floor = await buildWithManifest(join(process.cwd(), 'bench/floor'), floorOut);

  const entry = 'index.html';
  const login = keyOf(app, 'features/auth/LoginPage.tsx');
  const gate = keyOf(app, 'app/AuthGate.tsx');
  const home = keyOf(app, 'features/home/HomePage.tsx');
  const present = (...keys: (string | undefined)[]) =>
    keys.filter((key): key is string => Boolean(key));
  const signInFiles = closure(app, [entry, ...present(login)]);
  const homeFiles = closure(app, [entry, ...present(gate, home)]);

  const routeChunks: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(app)) {
    if (!chunk.isDynamicEntry) continue;
    const own = closure(app, [key]);
    for (const file of closure(app, [entry])) own.delete(file);
    routeChunks[key.replace(/^src\//, '')] = sum(appOut, own);
  }

  // recharts leaves its name in its chunk (its display names); find every chunk that holds it.
  const rechartsChunks = Object.values(app)
    .filter((chunk) => chunk.file.endsWith('.js') && fileContains(appOut, chunk.file, 'recharts'))
    .map((chunk) => chunk.file);
  const initial = new Set([...signInFiles, ...homeFiles]);
  const chartsEntries = Object.keys(app).filter(
    (key) => key.startsWith('src/charts/') && app[key]?.isDynamicEntry,
  );
  const chartsFiles = closure(app, chartsEntries);
  for (const file of closure(app, [entry])) chartsFiles.delete(file);

  const floorBytes = sum(floorOut, closure(floor, ['index.html']));
  const signInPageBytes = sum(appOut, signInFiles);
  return {
    signInPageBytes,
    homePageBytes: sum(appOut, homeFiles),
    floorBytes,
    ratio: signInPageBytes / floorBytes,
    routeChunks,
    chartsChunkBytes: sum(appOut, chartsFiles),
    rechartsInInitialLoad: rechartsChunks.some((file) => initial.has(file)),
    rechartsChunks,
  };
}
