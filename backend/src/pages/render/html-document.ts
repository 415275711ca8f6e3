import { PAGE_STATE_ID } from '@ddu/shared/pages/page-state-id';
import { BOOT_LOADER, SCRIPT_LIST_ID } from './boot-loader';

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
/** The entry script Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * Fills the built index.html: the rendered head replaces the template's generic title, the page's
 * HTML goes into #root and its data follows in a JSON script (never executed, so the CSP needs no
 * inline-script exception).
 */
export function buildHtmlDocument(template: string, parts: DocumentParts): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no <div id="root"></div>');
  const entry = parts.body ? ENTRY_SCRIPT.exec(template) : null;
  // A rendered page names its scripts in a list its boot loader reads after the first paint
  // (boot-loader.ts); a page with nothing to paint yet (the admin area) loads them at once, the entry
  // script as Vite wrote it (it is what paints that page) and its chunks preloaded at low priority.
  const preload = entry
    ? ''
    : parts.preload.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join('');
  const head = `${parts.head}${preload}${parts.extraHead ?? ''}`;
  const page = entry ? template.replace(ENTRY_SCRIPT, '') : template;
  const withHead =
    TEMPLATE_TITLE.test(page) && parts.head.includes('<title>')
      ? page.replace(TEMPLATE_TITLE, () => head)
      : page.replace('</head>', () => `${head}</head>`);
  const state = parts.state ? `<script type="application/json" id="${PAGE_STATE_ID}">${parts.state}</script>` : '';
  const scripts = entry ? scriptList([entry[1] ?? '', ...parts.preload]) : '';
  return withHead.replace(ROOT, () => `<div id="root">${parts.body}</div>${state}${scripts}`);
}

/** The page's scripts as a JSON list (site paths: nothing in them needs escaping in HTML) and the loader. */
function scriptList(files: string[]): string {
  return `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(files)}</script><script>${BOOT_LOADER}</script>`;
}
