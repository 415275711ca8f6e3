/** Must match frontend/src/ssr/page-state.ts: the browser reads the page's data from this script. */
export const PAGE_STATE_ID = 'ddu-state';
