// A Stryker ignorer: no mutants inside Lingui's macros (`t`, `msg`, `plural`, `<Trans>`…). The build
// compiles each macro into a catalog id, so a mutated message text is not what ships, and the macro
// refuses what Stryker writes in place of a literal (a plural's branches must be plain strings):
// the whole module then fails to compile and every test of it fails, for nothing.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const MACRO_FUNCTIONS = new Set(['t', 'msg', 'plural', 'select', 'selectOrdinal', 'defineMessage']);
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** @param {import('@babel/core').NodePath} path */
function isMacro(path) {
  const node = path.node;
  if (path.isTaggedTemplateExpression()) return MACRO_FUNCTIONS.has(node.tag.name);
  if (path.isCallExpression()) return MACRO_FUNCTIONS.has(node.callee.name);
  if (path.isJSXElement()) return MACRO_ELEMENTS.has(node.openingElement.name.name);
  return false;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'lingui-macros', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      return isMacro(path) || path.findParent(isMacro)
        ? 'Inside a Lingui macro: compiled into a catalog id, its text comes from the catalog.'
        : undefined;
    },
  }),
];
