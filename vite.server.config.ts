import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const OUT_DIR = 'dist-server';

/** What `npm run build` makes of the reference server, and `npm start` runs. */
export const SERVER_ENTRY = `${OUT_DIR}/main.mjs`;

/**
 * Node's flags for every way the server is started (`npm run serve`, the e2e servers, the bench).
 * Node 24's V8 lets the young generation grow to 64 MB semi-spaces where Node 20 stopped at 16, so
 * a long CSV download held three times the garbage between scavenges and its peak memory broke
 * the bench's budget; capping the semi-space keeps the Node 20 behaviour.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16'];

/**
 * The reference server as one ES module for Node, its packages left to node_modules (so it must
 * stay inside the repository to find them). Compiled, it runs without a TypeScript loader: no
 * loader thread and no transform at start. It starts with 86 MB resident instead of 116 MB under
 * tsx, and the bench's million-row CSV peaks at 180 MB instead of 193 MB (budget 200).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rolldownOptions: {
      output: { entryFileNames: 'main.mjs' },
    },
  },
  plugins: [
    {
      // server/db reads its schema, and server/locales its German catalog, from beside their
      // modules, which in the bundle are main.mjs.
      name: 'pulse-server-schema',
      generateBundle() {
        for (const [fileName, source] of [
          ['schema.sql', './server/db/schema.sql'],
          ['de.po', './server/locales/de.po'],
        ]) {
          this.emitFile({
            type: 'asset',
            fileName,
            source: readFileSync(fileURLToPath(new URL(source!, import.meta.url)), 'utf8'),
          });
        }
      },
    },
  ],
});
