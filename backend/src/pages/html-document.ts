import { PAGE_STATE_ID } from './page-constants';

export interface DocumentParts {
  /** Tags for <head> from the render (title, meta, canonical, critical CSS). */
  head: string;
  /** HTML for inside #root. */
  body: string;
  /** Serialised page state (already safe inside a <script>), or '' for a client-only page. */
  state: string;
  /** Extra chunks to preload, as site paths. */
  preload: string[];
  /** Extra <head> tags from the server (feeds, robots). */
  extraHead?: string;
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

/**
 * Fills the built index.html: the rendered head replaces the template's generic title, the page's
 * HTML goes into #root and its data follows in a JSON script (never executed, so the CSP needs no
 * inline-script exception).
 */
export function buildHtmlDocument(template: string, parts: DocumentParts): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no <div id="root"></div>');
  // Low priority, like the entry script (frontend/build/low-priority-entry.ts): the server-rendered HTML
  // paints without any script, so the main image and the styles go first (issue 23).
  const preload = parts.preload.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join('');
  const head = `${parts.head}${preload}${parts.extraHead ?? ''}`;
  const withHead =
    TEMPLATE_TITLE.test(template) && parts.head.includes('<title>')
      ? template.replace(TEMPLATE_TITLE, () => head)
      : template.replace('</head>', () => `${head}</head>`);
  const state = parts.state ? `<script type="application/json" id="${PAGE_STATE_ID}">${parts.state}</script>` : '';
  return withHead.replace(ROOT, () => `<div id="root">${parts.body}</div>${state}`);
}
