/**
 * Where the build leaves each set of prebuilt styles for the server: a `<style>` tag, in a file
 * beside index.html, made from the stylesheet `npm run styles:gen` records
 * (scripts/vite/prebuilt-styles.ts). The server puts it into the pages that want it.
 */

/** The first render of the deep links the server preloads (home, invitations, reports, a report). */
export const DEEP_LINK_STYLE_TAG_FILE = 'prebuilt-styles.html';

/** The sign-in page's first render: a tenth of the size, so that page stays light. */
export const SIGN_IN_STYLE_TAG_FILE = 'sign-in-styles.html';
