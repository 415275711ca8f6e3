import { csvCell, csvDocument, datedCsvFilename } from '../common/csv/csv';
import { DiveSiteResponseDto } from './dive-sites.dto';

/** Licence terms of the seeded rows (see seed/data/README.md); ODbL requires them on exports. */
export const DIVE_SITE_DATA_ATTRIBUTION =
  'Seeded dive-site data: © OpenDiveMap contributors, Open Database Licence (ODbL) 1.0 ' +
  '(https://opendatacommons.org/licenses/odbl/1-0/); Houtman Abrolhos Islands dive trails: ' +
  '© State of Western Australia (DPIRD), CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). ' +
  'This database export is made available under the ODbL 1.0.';

export const CSV_COLUMNS = [
  'id',
  'name',
  'region',
  'latitude',
  'longitude',
  'skillLevel',
  'depthRange',
  'waterTemp',
  'visibility',
  'bestTime',
  'description',
  'marineLife',
  'hazards',
  'facilities',
  'imageUrl',
  'videoUrl',
  'videoThumbnail',
  'reviewLink',
  'featured',
  // Last, so the columns of older exports keep their places.
  'state',
] as const satisfies readonly (keyof DiveSiteResponseDto)[];

/** Columns holding numbers, which must stay numbers in a spreadsheet (negative latitudes start with "-"). */
const NUMERIC_COLUMNS = new Set<string>(['id', 'latitude', 'longitude']);

/** Header row, one record per site, then the attribution in its own record (same field count). */
export function toDiveSitesCsv(sites: readonly DiveSiteResponseDto[]): string {
  const rows = sites.map((site) => CSV_COLUMNS.map((column) => csvCell(site[column], NUMERIC_COLUMNS.has(column))));
  const attribution = [csvCell(DIVE_SITE_DATA_ATTRIBUTION), ...CSV_COLUMNS.slice(1).map(() => '')];
  return csvDocument(CSV_COLUMNS, [...rows, attribution]);
}

/** dive-sites-2025-06-07.csv, dated in Sydney time, where the owner works. */
export function diveSitesCsvFilename(now: Date): string {
  return datedCsvFilename('dive-sites', now);
}
