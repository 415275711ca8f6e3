/**
 * The URL slug of a dive-site region, shared by the API and the frontend
 * (`@ddu/shared/dive-sites/region-slug`): "Cairns & Great Barrier Reef" → "cairns-great-barrier-reef".
 */
export function regionSlug(region: string): string {
  return region
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
