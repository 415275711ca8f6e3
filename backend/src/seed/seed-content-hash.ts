import { createHash } from 'node:crypto';

/**
 * The fields the seeder writes from the data and the guides. The owner's own fields (photo, video,
 * review link, facilities) and the identifying ones (name, coordinates) are not part of it, so adding
 * a photo never stops a guide from arriving.
 */
export const SEEDED_FIELDS = [
  'region',
  'skillLevel',
  'depthRange',
  'waterTemp',
  'visibility',
  'bestTime',
  'description',
  'marineLife',
  'hazards',
  'featured',
] as const;

export type SeededField = (typeof SEEDED_FIELDS)[number];
export type SeededContent = { [K in SeededField]: K extends 'featured' ? boolean | number : string | null };

/**
 * SHA-256 of the seeded fields. Stored with each seeded row; when a row's fields still hash to it,
 * nobody has edited the row since the seeder wrote it, so a newer guide may replace it. Blank and
 * null are the same (the seed writes "" and the admin null); featured is 1 or 0 whatever the driver.
 */
export function seedContentHash(row: SeededContent): string {
  const values = SEEDED_FIELDS.map((field) => {
    const value = row[field];
    if (field === 'featured') return value ? '1' : '0';
    return value === null || value === undefined ? '' : String(value);
  });
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}
