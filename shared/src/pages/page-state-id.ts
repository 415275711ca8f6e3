/**
 * The element id of the JSON script that carries a server-rendered page's state: the server writes it
 * (backend/src/pages/render/html-document.ts) and the browser reads it (frontend/src/main.tsx).
 */
export const PAGE_STATE_ID = 'ddu-state';
