/**
 * The scripts a server-rendered page names (backend/src/pages/render/html-document.ts): the JSON list its
 * boot loader reads after the first paint (the entry first, then the chunks it preloads), or, on a
 * page rendered in the browser only, the entry tag and module preloads of its <head>.
 */
export function namedScripts(html: string): string[] {
  const list = /<script type="application\/json" id="ddu-scripts">(.*?)<\/script>/s.exec(html)?.[1];
  if (list) return JSON.parse(list) as string[];
  const tags = html.matchAll(/<script type="module"[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g);
  return [...tags].map((match) => match[1] ?? match[2] ?? '');
}

/** The <script src> and module preload tags in the HTML before </head>: what a browser fetches before it can paint. */
export function headScriptTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script\b[^>]*\bsrc=[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
}
