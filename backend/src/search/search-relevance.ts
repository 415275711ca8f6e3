/**
 * How the site search orders what it finds. An item matches when every word of the query is in one
 * of its fields (case- and accent-insensitive substrings, as the spec's search matches). Each word
 * scores where it was found best:
 *
 *   0  a whole word of the title (a dive site's or product's name)
 *   1  part of a word of the title ("reef" in "Reefton")
 *   2  a whole word of the short fields (category, region, excerpt, marine life)
 *   3  part of a word of the short fields
 *   4  a whole word of the body (an article's text, a site's or product's description)
 *   5  part of a word of the body
 *
 * The item's score is the sum over the words (lower first). Ties: the title starting with the query,
 * then featured items, then the title in en-AU order, then the id. So a title match always comes
 * before a body match, and within a field a whole word before part of a word.
 */

export interface SearchableFields {
  title: string;
  /** Category, region, excerpt, marine life: text about the item, shorter than its body. */
  short: readonly (string | null | undefined)[];
  body: readonly (string | null | undefined)[];
}

export interface Rankable {
  id: number;
  title: string;
  featured?: boolean;
}

/** A word found in none of the fields searched here (a dive site the directory's search matched on another field). */
export const FOUND_ELSEWHERE = 6;

/** Lower case without accents ("Café" and "cafe" match), as MariaDB's accent-insensitive LIKE compares. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The distinct words of a query, folded; empty for a blank one. */
export function searchWords(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/).filter(Boolean))];
}

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** 'whole' when `word` stands alone somewhere in `text` (both folded), 'part' when only inside a longer word. */
export function wordMatch(text: string, word: string): 'whole' | 'part' | null {
  let found: 'part' | null = null;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const startsWord = !isWordChar(text[at - 1]) || !isWordChar(word[0]);
    const endsWord = !isWordChar(text[at + word.length]) || !isWordChar(word[word.length - 1]);
    if (startsWord && endsWord) return 'whole';
    found = 'part';
  }
  // "seadragon" still finds "sea dragon", as the directory's search does: a part, never whole.
  if (found === null && text.replace(/\s+/g, '').includes(word)) found = 'part';
  return found;
}

/** The best class (0-5) of `word` in these fields, or null when no field holds it. */
function wordClass(fields: { title: string; short: string[]; body: string[] }, word: string): number | null {
  const tiers = [[fields.title], fields.short, fields.body];
  let best: number | null = null;
  tiers.forEach((texts, tier) => {
    if (best !== null && best <= tier * 2) return;
    for (const text of texts) {
      const match = wordMatch(text, word);
      if (match === 'whole') return (best = tier * 2);
      if (match === 'part' && (best === null || tier * 2 + 1 < best)) best = tier * 2 + 1;
    }
    return undefined;
  });
  return best;
}

/**
 * The item's score for these words (see above), or null when some word is in none of its fields;
 * with `foundElsewhere` such a word scores FOUND_ELSEWHERE instead (the caller knows it matched).
 */
export function relevanceScore(fields: SearchableFields, words: readonly string[], foundElsewhere = false): number | null {
  const folded = {
    title: foldText(fields.title),
    short: fields.short.map((text) => foldText(text ?? '')),
    body: fields.body.map((text) => foldText(text ?? '')),
  };
  let score = 0;
  for (const word of words) {
    const found = wordClass(folded, word);
    if (found === null && !foundElsewhere) return null;
    score += found ?? FOUND_ELSEWHERE;
  }
  return score;
}

let titles: Intl.Collator | null = null;

/**
 * The items that match, best first. `foundElsewhere`: every item is known to match (a word missing
 * from the fields counts as FOUND_ELSEWHERE rather than dropping the item).
 */
export function rankByRelevance<T extends Rankable>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => SearchableFields,
  options: { foundElsewhere?: boolean } = {},
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  titles ??= new Intl.Collator('en-AU');
  const ranked: { item: T; score: number; starts: boolean }[] = [];
  for (const item of items) {
    const score = relevanceScore(fieldsOf(item), words, options.foundElsewhere);
    if (score === null) continue;
    ranked.push({ item, score, starts: foldText(item.title).startsWith(phrase) });
  }
  ranked.sort(
    (a, b) =>
      a.score - b.score ||
      Number(b.starts) - Number(a.starts) ||
      Number(Boolean(b.item.featured)) - Number(Boolean(a.item.featured)) ||
      titles!.compare(a.item.title, b.item.title) ||
      a.item.id - b.item.id,
  );
  return ranked.map((entry) => entry.item);
}
