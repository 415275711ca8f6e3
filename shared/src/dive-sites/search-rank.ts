/**
 * The one ranking rule for dive-site search, shared by GET /api/dive-sites/search and the frontend
 * (the directory filter and the header search import `@ddu/shared/dive-sites/search-rank`), so the
 * server and the page always agree.
 *
 * A site matches when every word of the query is found in its name, region, marine life or
 * description (case-insensitive substrings; "seadragon" also finds "sea dragon") or names its state
 * ("Queensland", "qld": see statesMatchingWord in states.ts). Matches rank:
 *   0  the name is the query or starts with it
 *   1  every word is in the name
 *   2  every word is in the region or names the state
 *   3  every word is in the marine life (an earlier item in the list ranks higher: guides list
 *      what a site is famous for first)
 *   4  every word is in the description
 *   5  the words are spread over several fields
 * Ties: Featured first, then name (en-AU), then id.
 */

import { statesMatchingWord, type StateCode } from './states';

export interface RankableSite {
  id: number | string;
  name: string;
  region?: string | null;
  /** The state's code ("QLD"). */
  state?: string | null;
  marineLife?: string | null;
  description?: string | null;
  featured?: boolean | null;
}

interface SearchField {
  plain: string;
  /** Spaces removed, so "seadragon" finds "sea dragon". */
  compact: string;
}

/** The per-site work done once per data load, so each keystroke only compares strings. */
export interface SearchableSite<T extends RankableSite = RankableSite> {
  site: T;
  name: SearchField;
  region: SearchField;
  /** The state's code, upper case ('' when none). */
  state: string;
  description: SearchField;
  /** The marine life list, item by item. */
  marineLife: SearchField[];
}

export interface SearchQuery {
  phrase: string;
  words: string[];
  /** For each word, the states it names (found once per query, not per site). */
  states: StateCode[][];
}

export interface SearchRank {
  tier: number;
  /** Within the marine-life tier: the index of the first list item holding every word. */
  position: number;
}

const field = (text: string | null | undefined): SearchField => {
  const plain = (text ?? '').toLowerCase();
  return { plain, compact: plain.split(' ').join('') };
};

export function toSearchableSite<T extends RankableSite>(site: T): SearchableSite<T> {
  return {
    site,
    name: field(site.name),
    region: field(site.region),
    state: (site.state ?? '').toUpperCase(),
    description: field(site.description),
    marineLife: (site.marineLife ?? '').split(/[,;]/).map(field),
  };
}

/** Lower-cased words split on whitespace; null for a blank query. */
export function parseSearchQuery(query: string): SearchQuery | null {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.length === 0 ? null : { phrase: words.join(' '), words, states: words.map(statesMatchingWord) };
}

const hasWord = (f: SearchField, word: string): boolean => f.plain.includes(word) || f.compact.includes(word);
const hasAll = (f: SearchField, words: readonly string[]): boolean => words.every((word) => hasWord(f, word));

/** The site's rank for the query, or null when it does not match. */
export function searchRank(s: SearchableSite, query: SearchQuery): SearchRank | null {
  const { words, phrase } = query;
  const fields = [s.name, s.region, s.description, ...s.marineLife];
  const namesState = (i: number) => s.state !== '' && query.states[i]!.includes(s.state as StateCode);
  if (!words.every((word, i) => namesState(i) || fields.some((f) => hasWord(f, word)))) return null;

  const compactPhrase = words.join('');
  if (s.name.plain.startsWith(phrase) || s.name.compact.startsWith(compactPhrase)) return { tier: 0, position: 0 };
  if (hasAll(s.name, words)) return { tier: 1, position: 0 };
  if (words.every((word, i) => hasWord(s.region, word) || namesState(i))) return { tier: 2, position: 0 };
  const item = s.marineLife.findIndex((f) => hasAll(f, words));
  if (item >= 0) return { tier: 3, position: item };
  if (hasAll(s.description, words)) return { tier: 4, position: 0 };
  return { tier: 5, position: 0 };
}

let collators: { names: Intl.Collator; ids: Intl.Collator } | null = null;

/**
 * The two collators of the order, made once, at the first sort. `a.localeCompare(b, 'en-AU')` finds or
 * builds a collator on every call: sorting the 295 sites that way took a phone's browser 50 ms in
 * one task while the directory hydrated. Same order: localeCompare is defined as this.
 */
function siteCollators() {
  collators ??= { names: new Intl.Collator('en-AU'), ids: new Intl.Collator('en-AU', { numeric: true }) };
  return collators;
}

/** Featured first, then name, then id: the directory's own order, and the tie-break of a search. */
export function compareSitesByFeaturedName(a: RankableSite, b: RankableSite): number {
  if (Boolean(a.featured) !== Boolean(b.featured)) return a.featured ? -1 : 1;
  const { names, ids } = siteCollators();
  const byName = names.compare(a.name, b.name);
  if (byName !== 0) return byName;
  return ids.compare(String(a.id), String(b.id));
}

/** The matching sites, best first. */
export function rankSearchableSites<T extends RankableSite>(sites: readonly SearchableSite<T>[], query: string): T[] {
  const parsed = parseSearchQuery(query);
  if (parsed === null) return [];
  const ranked: { site: T; rank: SearchRank }[] = [];
  for (const s of sites) {
    const rank = searchRank(s, parsed);
    if (rank !== null) ranked.push({ site: s.site, rank });
  }
  ranked.sort((a, b) => a.rank.tier - b.rank.tier || a.rank.position - b.rank.position || compareSitesByFeaturedName(a.site, b.site));
  return ranked.map((r) => r.site);
}

export function rankSites<T extends RankableSite>(sites: readonly T[], query: string): T[] {
  return rankSearchableSites(sites.map(toSearchableSite), query);
}
