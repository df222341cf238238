import type { Localization } from '@mui/material/locale';
import { stretch } from '../lib/i18n/pseudo';

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

const pageLabel = (type: PageItem) => stretch(`Go to ${type} page`);

/**
 * MUI's own English texts (its components carry them inline; its `enUS` locale is empty) in the
 * pseudo-locale, as the app's texts are.
 */
export const pseudoMui: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: stretch('Show path') } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: stretch('Rows per page:'),
        labelDisplayedRows: ({ from, to, count }) =>
          `${from}–${to} ${stretch('of')} ${count === -1 ? stretch(`more than ${to}`) : count}`,
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: stretch('Clear'),
        closeText: stretch('Close'),
        loadingText: stretch('Loading…'),
        noOptionsText: stretch('No options'),
        openText: stretch('Open'),
      },
    },
    MuiAlert: { defaultProps: { closeText: stretch('Close') } },
    MuiPagination: {
      defaultProps: {
        'aria-label': stretch('pagination navigation'),
        getItemAriaLabel: (type, page, selected) =>
          type === 'page'
            ? stretch(selected ? `page ${page}` : `Go to page ${page}`)
            : pageLabel(type),
      },
    },
  },
};
