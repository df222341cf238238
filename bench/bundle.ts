/**
 * Bundle figures: gzip bytes the sign-in and home pages load, each lazy route chunk, the charts
 * the report route loads when it first draws, the floor app built in the same run, and where
 * recharts ended up. The app build is also what the browser sections serve.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SIGN_IN_STYLES } from '../scripts/vite/prebuilt-styles';

export interface BuildOutput {
  outDir: string;
  manifest: Manifest;
  /** Output file → the source modules bundled into it (from the bundler, not a guess). */
  modules: Map<string, string[]>;
}

export interface Builds {
  app: BuildOutput;
  floor: BuildOutput;
}

export interface RouteChunk {
  /** Source of the route's lazy module, e.g. features/reports/report/ReportPage.tsx. */
  route: string;
  /** Gzip bytes the route adds to what the page already holds (entry, and the shell when signed in). */
  bytes: number;
  /** Whether recharts is among the files it loads before it can render. */
  pullsRecharts: boolean;
}

export interface BundleFigures {
  /** In German, the larger language: its sign-in catalog and MUI's German texts included. */
  signInPageBytes: number;
  /** The same page in English. */
  signInPageEnglishBytes: number;
  /** The German catalogs, sign-in and dashboard. */
  catalogBytes: { signIn: number; dashboard: number };
  homePageBytes: number;
  floorBytes: number;
  /** Sign-in page ÷ floor. */
  ratio: number;
  routes: RouteChunk[];
  /** What the report page's results tab loads to draw its charts (quadrant, balance). */
  reportChartsBytes: number;
  /** Every chart module and its dependencies, beyond the entry. */
  allChartsBytes: number;
  rechartsChunks: string[];
  rechartsInInitialLoad: boolean;
  /** Routes (and first pages) that load recharts before any chart is shown. */
  rechartsOffenders: string[];
}

const RECHARTS = '/node_modules/recharts/';
/** The chart modules the report's results tab renders as soon as a result is shown. */
const REPORT_CHARTS = ['charts/QuadrantChart.tsx', 'charts/BalanceChart.tsx'];

function captureModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-capture-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') into.set(file, [...output.moduleIds]);
      }
    },
  };
}

/**
 * The app is built with its own vite.config.ts (what `vite build` ships), the floor with the
 * same build target and no config; both with a manifest and the module capture.
 */
async function buildWithManifest(root: string, outDir: string, own: boolean): Promise<BuildOutput> {
  const modules = new Map<string, string[]>();
  await build({
    root,
    ...(own ? {} : { configFile: false as const }),
    logLevel: 'silent',
    plugins: own ? [captureModules(modules)] : [react(), captureModules(modules)],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return { outDir, manifest, modules };
}

const FLOOR_ROOT = join(process.cwd(), 'bench/floor');

/** Builds the app (served by the browser sections too) and the floor, one after the other. */
export async function buildAll(tmp: string): Promise<Builds> {
  const app = await buildApp(tmp);
  const floor = await buildFloor(tmp);
  return { app, floor };
}

export async function buildApp(tmp: string): Promise<BuildOutput> {
  return buildWithManifest(process.cwd(), join(tmp, 'app'), true);
}

export async function buildFloor(tmp: string): Promise<BuildOutput> {
  return buildWithManifest(FLOOR_ROOT, join(tmp, 'floor'), false);
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

function without(files: Set<string>, loaded: Set<string>): Set<string> {
  return new Set([...files].filter((file) => !loaded.has(file)));
}

function sum(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(outDir, file);
  return total;
}

function keyOf(manifest: Manifest, sourceSuffix: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(sourceSuffix));
}

export function measureBundle({ app, floor }: Builds): BundleFigures {
  const m = app.manifest;
  const present = (...keys: (string | undefined)[]) =>
    keys.filter((key): key is string => Boolean(key));
  const entry = 'index.html';
  const login = keyOf(m, 'features/auth/LoginPage.tsx');
  const gate = keyOf(m, 'app/AuthGate.tsx');
  const home = keyOf(m, 'features/home/HomePage.tsx');
  const report = keyOf(m, 'features/reports/report/ReportPage.tsx');

  // A page loads the catalogs of one language, fetched beside its code (src/lib/i18n/catalogs.ts).
  const catalogs = (language: 'en' | 'de', parts: string[]) =>
    present(
      ...parts.map((part) => keyOf(m, `locales/${language}/${part}.po`)),
      // MUI's German texts come with the dashboard's catalog (src/app/i18n.ts).
      language === 'de' && parts.includes('dashboard')
        ? keyOf(m, 'app/mui-locale-de.ts')
        : undefined,
    );
  const entryFiles = closure(m, [entry]);
  // Pages are measured in English; the sign-in page's budget in German, the larger language.
  const shellFiles = closure(m, present(entry, gate, ...catalogs('en', ['sign-in', 'dashboard'])));
  const signInFiles = closure(m, present(entry, login, ...catalogs('de', ['sign-in'])));
  const signInEnglishFiles = closure(m, present(entry, login, ...catalogs('en', ['sign-in'])));
  const homeFiles = closure(
    m,
    present(entry, gate, home, ...catalogs('en', ['sign-in', 'dashboard'])),
  );
  const catalogOnly = (part: string) =>
    sum(app.outDir, without(closure(m, present(keyOf(m, `locales/de/${part}.po`))), entryFiles));

  const rechartsChunks = [...app.modules]
    .filter(([, ids]) => ids.some((id) => id.includes(RECHARTS)))
    .map(([file]) => file);
  const holdsRecharts = (files: Set<string>) => rechartsChunks.some((file) => files.has(file));

  const routes: RouteChunk[] = Object.entries(m)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('features/'))
    .map(([key]) => {
      const own = closure(m, [key]);
      // The sign-in page's parts load on top of the entry; every other route on top of the
      // signed-in shell.
      const before = key.includes('features/auth/') ? entryFiles : shellFiles;
      return {
        route: key.replace(/^src\//, ''),
        bytes: sum(app.outDir, without(own, before)),
        pullsRecharts: holdsRecharts(own),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const chartKeys = (suffixes?: string[]) =>
    Object.keys(m).filter(
      (key) =>
        key.startsWith('src/charts/') &&
        m[key]?.isDynamicEntry &&
        (!suffixes || suffixes.some((suffix) => key.endsWith(suffix))),
    );
  const reportPage = closure(m, present(entry, gate, report));
  const reportCharts = without(closure(m, chartKeys(REPORT_CHARTS)), reportPage);
  const allCharts = without(closure(m, chartKeys()), entryFiles);

  const offenders = [
    ...(holdsRecharts(signInFiles) ? ['sign-in page'] : []),
    ...(holdsRecharts(homeFiles) ? ['home page'] : []),
    ...routes.filter((r) => r.pullsRecharts).map((r) => r.route),
  ];

  const floorBytes = sum(floor.outDir, closure(floor.manifest, [entry]));
  // The sign-in page's prebuilt styles come in its HTML (see scripts/vite/prebuilt-styles.ts).
  const signInStyles = existsSync(join(app.outDir, SIGN_IN_STYLES.page))
    ? [SIGN_IN_STYLES.page]
    : [];
  const signInPageBytes = sum(app.outDir, [...signInFiles, ...signInStyles]);
  return {
    signInPageBytes,
    signInPageEnglishBytes: sum(app.outDir, [...signInEnglishFiles, ...signInStyles]),
    catalogBytes: { signIn: catalogOnly('sign-in'), dashboard: catalogOnly('dashboard') },
    homePageBytes: sum(app.outDir, homeFiles),
    floorBytes,
    ratio: signInPageBytes / floorBytes,
    routes,
    reportChartsBytes: sum(app.outDir, reportCharts),
    allChartsBytes: sum(app.outDir, allCharts),
    rechartsChunks,
    rechartsInInitialLoad: holdsRecharts(signInFiles) || holdsRecharts(homeFiles),
    rechartsOffenders: offenders,
  };
}
