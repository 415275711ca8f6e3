/** The kinds of site with their own drawing (site-kind-art.tsx). */
export type SiteKind = 'wreck' | 'jetty' | 'cave' | 'wall' | 'island' | 'shore' | 'reef';

/**
 * First match wins, so "Fish Rock Cave" is a cave and "Cook Island - North Wall" a wall: the more
 * specific feature before the place it is at. The data has no site type column, only names, so this
 * picks an illustration; it never claims anything on the page.
 */
const KIND_WORDS: [SiteKind, RegExp][] = [
  ['wreck', /\b(wrecks?|hmas|hms|ss|submarine|shipwreck)\b/i],
  ['jetty', /\b(jetty|pier|wharf|warf|loader|baths|groyne|ramp|pontoon)\b/i],
  ['cave', /\b(caves?|cavern|grotto|hole|sinkhole|canyons?|trench|arch)\b/i],
  ['wall', /\b(wall|drop-?off)\b/i],
  ['island', /\b(islands?|rocks?|pyramid|cay)\b/i],
  ['shore', /\b(beach|bay|cove|point|head|inlet|river|bridge|gutter|harbour|haven|seaway)\b/i],
];

export function siteKind(name: string): SiteKind {
  return KIND_WORDS.find(([, words]) => words.test(name))?.[0] ?? 'reef';
}
