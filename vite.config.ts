import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/vite/lingui-macro.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { prebuiltStyles } from './scripts/vite/prebuilt-styles.ts';
import { precompress } from './scripts/vite/precompress.ts';

const apiTarget = process.env.PULSE_API ?? `http://localhost:${process.env.PORT ?? 8080}`;

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const SHELL_MODULE = 'src/app/AuthGate.tsx';
const SHELL = fileURLToPath(new URL(`./${SHELL_MODULE}`, import.meta.url));

const REPORT_PAGE = fileURLToPath(
  new URL('./src/features/reports/report/ReportPage.tsx', import.meta.url),
);
const COMPARE_MODE = fileURLToPath(
  new URL('./src/features/reports/compare/CompareMode.tsx', import.meta.url),
);

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `root` imports statically, directly or not (itself included). */
function staticImports(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Every module loaded on demand (the target of a dynamic import) that the entry can reach. */
function lazyRoots(graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const pending = [ENTRY];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []));
    for (const lazy of info?.dynamicallyImportedIds ?? []) {
      roots.add(lazy);
      pending.push(lazy);
    }
  }
  return roots;
}

const graphs = new WeakMap<ModuleGraph, { app: Set<string>; shell: Set<string> }>();

/**
 * What every first visit loads (the entry's static imports, the sign-in page among them) in three
 * chunks and the signed-in shell in one more: by default they are spread over some sixty small shared
 * chunks, which compress worse one by one (gzip starts each file afresh) and queue behind each
 * other on the browser's few connections, delaying every deep link.
 */
function firstLoads(graph: ModuleGraph) {
  let sets = graphs.get(graph);
  if (!sets) {
    sets = {
      app: staticImports(ENTRY, graph),
      shell: staticImports(SHELL, graph),
    };
    graphs.set(graph, sets);
  }
  return sets;
}

const inEntry = (id: string, graph: ModuleGraph) => firstLoads(graph).app.has(id);

/**
 * The entry's modules go in three chunks, not one: React, MUI with its styling engine, and the
 * rest. Chromium compiles each script on a background thread while it downloads, so on a two-core
 * machine three chunks compile side by side where one big chunk made the page wait for a single
 * thread (bench/README.md, "Measured effects"). A fourth chunk (the router and React Query) gained
 * nothing more. The entry's group claims what these two leave, then the shell's.
 */
const firstLoadGroups = [
  {
    name: 'react',
    priority: 5,
    pick: (id: string, graph: ModuleGraph) =>
      /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) && inEntry(id, graph),
  },
  {
    name: 'mui',
    priority: 4,
    pick: (id: string, graph: ModuleGraph) =>
      /[\\/]node_modules[\\/](@mui|@emotion|stylis)[\\/]/.test(id) && inEntry(id, graph),
  },
  {
    name: 'app',
    priority: 3,
    pick: inEntry,
  },
  {
    name: 'shell',
    priority: 1,
    pick: (id: string, graph: ModuleGraph) => firstLoads(graph).shell.has(id),
  },
].map(({ name, priority, pick }) => ({
  priority,
  name: (id: string, graph: ModuleGraph) => (pick(id, graph) ? name : null),
}));

const reportOnlyGraphs = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The modules that the report page and its compare mode (code fetched when a comparison opens)
 * share and no other page loads: the comparison's filter boxes, the report's view state, the
 * significance readers. As shared modules they would go to `common`, which every page loads
 * (every page paid for compare mode); in a chunk of their own they load with the report
 * page, as they did before it was split.
 */
function reportOnly(graph: ModuleGraph): Set<string> {
  let modules = reportOnlyGraphs.get(graph);
  if (!modules) {
    const report = staticImports(REPORT_PAGE, graph);
    const elsewhere = new Set<string>();
    for (const root of lazyRoots(graph)) {
      if (root === REPORT_PAGE || root === COMPARE_MODE) continue;
      for (const id of staticImports(root, graph)) elsewhere.add(id);
    }
    const { app, shell } = firstLoads(graph);
    modules = new Set(
      [...staticImports(COMPARE_MODE, graph)].filter(
        (id) => report.has(id) && !elsewhere.has(id) && !app.has(id) && !shell.has(id),
      ),
    );
    reportOnlyGraphs.set(graph, modules);
  }
  return modules;
}

const reportGroup = {
  // Before `common`, at its priority: the earlier of two groups of one priority claims first.
  priority: 0,
  // Their dependencies stay where they are (most in `common`, used by other pages too): pulled in
  // here, every page that uses one would load this chunk. No cycle can come of it: a module of
  // `common` never imports one of these, or that page would load it too.
  includeDependenciesRecursively: false,
  name: (id: string, graph: ModuleGraph) => (reportOnly(graph).has(id) ? 'report' : null),
};

const REPORT_CHARTS = ['QuadrantChart.tsx', 'BalanceChart.tsx'].map((file) =>
  fileURLToPath(new URL(`./src/charts/${file}`, import.meta.url)),
);
const CHART_MODULE = /[\\/]src[\\/]charts[\\/]/;

const chartsOnlyGraphs = new WeakMap<ModuleGraph, Set<string>>();

/**
 * What the report's two charts need and no page loads without a chart: the chart modules and
 * their helpers (plain SVG; recharts comes only with the sentiment and trend charts). In one chunk, not the ten that the code-splitting made of them (each
 * helper shared with the other charts became a file of its own): a report deep link asked for all
 * ten at once, and over HTTP/1.1 they queued for the browser's six connections. The other charts
 * (sentiment, compare) load this chunk beside their own small one.
 */
function chartsOnly(graph: ModuleGraph): Set<string> {
  let modules = chartsOnlyGraphs.get(graph);
  if (!modules) {
    const elsewhere = new Set<string>();
    for (const root of lazyRoots(graph)) {
      if (CHART_MODULE.test(root)) continue;
      for (const id of staticImports(root, graph)) elsewhere.add(id);
    }
    const { app, shell } = firstLoads(graph);
    modules = new Set(
      REPORT_CHARTS.flatMap((root) => [...staticImports(root, graph)]).filter(
        (id) => !elsewhere.has(id) && !app.has(id) && !shell.has(id),
      ),
    );
    chartsOnlyGraphs.set(graph, modules);
  }
  return modules;
}

const chartsGroup = {
  priority: 0,
  includeDependenciesRecursively: false,
  name: (id: string, graph: ModuleGraph) => (chartsOnly(graph).has(id) ? 'charts' : null),
};

/**
 * Small modules that several lazy pages share (MUI components, the app's own helpers), in one
 * chunk rather than a dozen of 1–10 KB. Over HTTP/1.1 each file waits for one of the browser's six
 * connections, and a deep link asked for 26 of them. The charts' own code is claimed before, by
 * `charts`; what pages share with the charts (the shaping of their data, the lazy components) is
 * small and comes here. The catalog code (`src/lib/i18n/`): the entry awaits a catalog before its first render,
 * and had that code joined `common`, whose modules import the entry, each would wait for the other.
 */
const commonGroup = {
  name: 'common',
  priority: 0,
  minShareCount: 2,
  maxModuleSize: 16_000,
  test: /[\\/]node_modules[\\/]@mui[\\/]|[\\/]src[\\/](?!lib[\\/]i18n[\\/])/,
};

export default defineConfig(({ command }) => ({
  plugins: [
    // Messages in the code become catalog ids; each language's `.po` catalog compiles to a chunk,
    // and the build fails when a language lacks a message (see docs/i18n.md).
    linguiMacro(command === 'build'),
    react(),
    lingui({ failOnMissing: command === 'build', failOnCompileError: true }),
    // The first render's emotion styles, in the page rather than made at run time (see the plugin).
    prebuiltStyles(),
    // Brotli and gzip copies of the code and styles, for the server to send (see the plugin).
    precompress(),
    // The charts and the report page run whole as they load (see the plugin).
    compileHints(/[\\/](node_modules[\\/]recharts|src[\\/]charts)[\\/]|[\\/]ReportPage\.tsx$/),
    // Deep links to the heavier pages fetch their code beside the entry (see the plugin).
    routePreload(fileURLToPath(new URL('.', import.meta.url)), [
      {
        path: /^\/reports\/[^/]+$/,
        modules: [
          SHELL_MODULE,
          'src/features/reports/report/ReportRoute.tsx',
          'src/features/reports/report/ReportPage.tsx',
        ],
      },
      {
        // The results tab's charts; the sentiment tab draws others.
        path: /^\/reports\/[^/]+$/,
        modules: ['src/charts/QuadrantChart.tsx', 'src/charts/BalanceChart.tsx'],
        unless: /[?&]tab=sentiment/,
      },
      {
        path: /^\/invitations$/,
        modules: [
          SHELL_MODULE,
          'src/features/invitations/InvitationsRoute.tsx',
          'src/features/invitations/InvitationsPage.tsx',
        ],
      },
      {
        path: /^\/$/,
        modules: [
          SHELL_MODULE,
          'src/features/home/HomeRoute.tsx',
          'src/features/home/HomePage.tsx',
        ],
      },
      {
        path: /^\/reports$/,
        modules: [SHELL_MODULE, 'src/features/reports/list/ReportsPage.tsx'],
      },
    ]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/config.json': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...firstLoadGroups, reportGroup, chartsGroup, commonGroup] },
      },
    },
  },
}));
