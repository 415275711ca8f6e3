/**
 * The element id of the JSON list of a server-rendered page's scripts (the entry first, then the
 * page's chunks): the server writes it (backend/src/pages/render/html-document.ts), the boot loader requests
 * what it names, and the browser evaluates the chunks one by one (frontend/src/ssr/evaluate-page-scripts.ts).
 */
export const SCRIPT_LIST_ID = 'ddu-scripts';
