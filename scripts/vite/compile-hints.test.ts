import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const chunk = (fileName: string, moduleIds: string[]) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  code: `export const name = '${fileName}';`,
});

/** Runs the plugin over a small bundle; returns each file's code after it. */
function build(eager: RegExp) {
  const bundle = {
    'app.js': chunk('app.js', ['/repo/src/main.tsx', '/repo/node_modules/react/index.js']),
    'charts.js': chunk('charts.js', [
      '/repo/src/charts/QuadrantChart.tsx',
      '/repo/node_modules/d3-scale/index.js',
    ]),
    'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<html></html>' },
  };
  const generate = compileHints(eager).generateBundle as unknown as (
    options: unknown,
    output: typeof bundle,
  ) => void;
  generate({}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts the hint on the first line of the chunks holding a matched module, only there', () => {
    const bundle = build(/\/src\/charts\//);
    expect(bundle['charts.js'].code).toBe(`${COMPILE_HINT}export const name = 'charts.js';`);
    expect(bundle['app.js'].code).toBe(`export const name = 'app.js';`);
    expect(bundle['index.html'].source).toBe('<html></html>');
  });
});
