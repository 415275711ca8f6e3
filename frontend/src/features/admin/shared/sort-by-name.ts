/** A list in name order as people read it: letter case and accents ignored, Australian English collation. */
export function sortByName<T extends { name: string }>(sites: T[]): T[] {
  return [...sites].sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}
