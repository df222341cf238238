import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Compiles Lingui's macros (`t`, `plural`, `<Trans>`…) into message descriptors, with Babel, in the
 * files that import them; everything else goes straight to Vite's own transform. A production build
 * keeps only each message's id: the text comes from the language's catalog.
 */
export function linguiMacro(production: boolean): Plugin {
  return {
    name: 'pulse-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: production }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
