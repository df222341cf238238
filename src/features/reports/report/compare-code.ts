import { loadable } from '../../../lib/loadable';

// Compare mode is code of its own, fetched when a comparison is started or opened by link: the
// single report's page does not grow by it.
export const CompareMode = loadable(() => import('../compare/CompareMode'));
export const CompareDialog = loadable(() =>
  import('../compare/CompareMode').then((module) => ({ default: module.CompareDialog })),
);
