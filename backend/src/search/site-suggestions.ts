import { foldText } from './search-relevance';

/**
 * "Did you mean" for a search that found nothing: the dive-site names closest to what was typed.
 * Typed searches miss mostly by a letter or two ("julain rocks", "bayron"), so a name scores the
 * better of two measures, each 0 (nothing alike) to 1 (the same):
 *   - trigram similarity of the whole query and the whole name (shared three-letter runs over all
 *     runs, as PostgreSQL's pg_trgm), which forgives words in another order or left out;
 *   - per typed word, the closest name word by edit distance (Damerau-Levenshtein: a swapped pair
 *     of letters is one edit) as 1 - distance / longer length; the name takes its least alike typed
 *     word, so one exact "bay" cannot carry a name that resembles nothing else typed.
 * Names scoring at least MIN_SIMILARITY are offered, best first, at most MAX_SUGGESTIONS.
 */

export const MAX_SUGGESTIONS = 3;
export const MIN_SIMILARITY = 0.65;

export interface NamedSite {
  id: number;
  name: string;
}

const words = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of words(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

function wordSimilarity(typed: readonly string[], name: readonly string[]): number {
  if (typed.length === 0 || name.length === 0) return 0;
  let least = 1;
  for (const word of typed) {
    let best = 0;
    for (const candidate of name) {
      best = Math.max(best, 1 - editDistance(word, candidate) / Math.max(word.length, candidate.length));
    }
    least = Math.min(least, best);
  }
  return least;
}

/** How alike a typed query and a site name are, 0 to 1. */
export function nameSimilarity(query: string, name: string): number {
  return Math.max(trigramSimilarity(query, name), wordSimilarity(words(query), words(name)));
}

/** The names closest to `query`, best first (ties by name). */
export function closestSiteNames<T extends NamedSite>(query: string, sites: readonly T[]): T[] {
  return sites
    .map((site) => ({ site, similarity: nameSimilarity(query, site.name) }))
    .filter((entry) => entry.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.site.name.localeCompare(b.site.name, 'en-AU') || a.site.id - b.site.id)
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => entry.site);
}
