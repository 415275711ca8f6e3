/**
 * Alphabetical order for short labels (regions, shop categories): letters compared case-insensitively,
 * then lower case before upper case, as en-AU collation orders labels of letters, digits and spaces.
 * Written out rather than `localeCompare(b, 'en-AU')`: the first collator a page makes costs a phone
 * over 100 ms in one task, and these lists are sorted while the page hydrates.
 */
export function compareLabels(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  if (a === b) return 0;
  return a > b ? -1 : 1;
}
