import type { Plugin } from 'vite';

/**
 * The entry script at low priority (`fetchpriority="low"`), as the server's preloads of the page's
 * chunks (backend/src/pages/html-document.ts): public pages arrive rendered, so their first paint and
 * main image need no script, and the browser fetches the image and styles first. Scripts still start
 * at once and in parallel; hydration follows as before (issue 23).
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'ddu-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src='),
    },
  };
}
