import { sendSiteEvent } from './analytics';

let lastSearch = { words: '', at: 0 };

/**
 * A site search the visitor settled on: its words and how many results it found. Kept out of the
 * pages' shared code: the search page and the header's search engine (loaded on first use) import it.
 */
export function trackSiteSearch(term: string, results: number): void {
  const words = term.trim().slice(0, 100);
  const now = Date.now();
  // The header's search and the search page it leads to ("See all") report one search, not two.
  if (!words || (lastSearch.words === words.toLowerCase() && now - lastSearch.at < 30_000)) return;
  lastSearch = { words: words.toLowerCase(), at: now };
  sendSiteEvent({ kind: 'search', path: location.pathname, term: words, results });
}
