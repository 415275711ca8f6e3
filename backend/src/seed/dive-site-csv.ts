import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  capitaliseName,
  deriveBestTime,
  deriveDepthRange,
  deriveDescription,
  deriveRegion,
  deriveSkillLevel,
  deriveWaterTemp,
  Place,
} from './dive-site-derivation';
import type { SkillLevel } from '../dive-sites/dive-sites.dto';
import { stateByCode, stateOfPoint, type StateCode } from '@ddu/shared/dive-sites/states';
import { applyGuide, DIVE_SITE_GUIDES } from './content/dive-site-guides';
import { seedContentHash } from './seed-content-hash';

/** One row of data/australian_dive_sites.csv, fields as written. */
export interface DiveSiteCsvRow {
  name: string;
  latitude: string;
  longitude: string;
  state: string;
  region: string;
  siteType: string;
  depthMMax: string;
  source: string;
  licence: string;
}

/** The insert shape for a seeded dive site. Fields the data does not hold stay empty, never invented. */
export interface DiveSiteSeed {
  name: string;
  latitude: string;
  longitude: string;
  region: string;
  /** From the coordinates (stateOfPoint), not the data's own state column. Not part of seedHash. */
  state: StateCode;
  skillLevel: SkillLevel;
  depthRange: string;
  waterTemp: string;
  visibility: string | null;
  bestTime: string;
  description: string;
  marineLife: string;
  hazards: string;
  facilities: string;
  imageUrl: string;
  videoUrl: string;
  videoThumbnail: string;
  reviewLink: string;
  featured: boolean;
  /** Hash of what the seeder wrote (see seed-content-hash.ts): tells the owner's edits from ours. */
  seedHash: string;
}

export type SeedContent = Omit<DiveSiteSeed, 'seedHash' | 'state'>;

const COLUMNS: Record<keyof DiveSiteCsvRow, string> = {
  name: 'name',
  latitude: 'latitude',
  longitude: 'longitude',
  state: 'state',
  region: 'region',
  siteType: 'site_type',
  depthMMax: 'depth_m_max',
  source: 'source',
  licence: 'licence',
};

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF ends a
 * record. Hand-written because the seed needs nothing more and the backend should not grow a dependency.
 */
function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0; // editors on Windows add a byte-order mark

  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') field += text[++i];
      else inQuotes = false;
    } else if (ch === '"' && field === '') {
      inQuotes = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (inQuotes) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || record.length > 0) records.push([...record, field]);
  // A blank line is one empty field, not a site.
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
}

export function parseDiveSiteCsv(text: string): DiveSiteCsvRow[] {
  const [header, ...records] = parseCsvRecords(text);
  if (!header) return [];
  const indexOf = Object.fromEntries(Object.entries(COLUMNS).map(([key, column]) => [key, header.indexOf(column)])) as Record<
    keyof DiveSiteCsvRow,
    number
  >;
  const missing = Object.entries(indexOf).filter(([, i]) => i < 0);
  if (missing.length > 0) {
    throw new Error(`CSV: missing column(s) ${missing.map(([key]) => COLUMNS[key as keyof DiveSiteCsvRow]).join(', ')}`);
  }

  return records.map((fields, n) => {
    if (fields.length !== header.length) {
      throw new Error(`CSV: record ${n + 1} has ${fields.length} fields, the header has ${header.length}`);
    }
    const row = {} as DiveSiteCsvRow;
    for (const key of Object.keys(COLUMNS) as (keyof DiveSiteCsvRow)[]) row[key] = fields[indexOf[key]].trim();
    return row;
  });
}

export function parseCoordinate(value: string, what: string, row: Pick<DiveSiteCsvRow, 'name'>): number {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`CSV: "${row.name}" has no numeric ${what}: "${value}"`);
  return n;
}

export function parseDepth(row: DiveSiteCsvRow): number | null {
  if (row.depthMMax === '') return null;
  const n = Number(row.depthMMax);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`CSV: "${row.name}" has an unreadable depth: "${row.depthMMax}"`);
  return n;
}

/** The state of a row's coordinates; a row in none is an error in the data. */
export function seedState(row: DiveSiteCsvRow): StateCode {
  const state = stateOfPoint(parseCoordinate(row.latitude, 'latitude', row), parseCoordinate(row.longitude, 'longitude', row));
  if (state === null) throw new Error(`CSV: "${row.name}" lies in no Australian state or territory we list`);
  return state;
}

/** The region the seeder gives a row: a region published with it (the DPIRD trails) wins over the coordinate rule. */
export function seedRegion(row: DiveSiteCsvRow): string {
  return (
    row.region ||
    deriveRegion(
      stateByCode(seedState(row))!.name,
      parseCoordinate(row.latitude, 'latitude', row),
      parseCoordinate(row.longitude, 'longitude', row),
    )
  );
}

/**
 * What identifies a CSV row across releases: the OpenDiveMap site id in its source address
 * ("odm:sahdzj"), or for rows without one (the DPIRD trails) the publisher and the name.
 */
export function siteKey(row: Pick<DiveSiteCsvRow, 'name' | 'source'>): string {
  const odm = /opendivemap\.com\/sites\/([a-z0-9]+)/i.exec(row.source);
  return odm ? `odm:${odm[1]}` : `dpird:${row.name}`;
}

/** Where a row is, under the name the site shows (capitalised at import). */
function placeOf(row: DiveSiteCsvRow): Place {
  return {
    name: capitaliseName(row.name),
    lat: parseCoordinate(row.latitude, 'latitude', row),
    lon: parseCoordinate(row.longitude, 'longitude', row),
  };
}

/** The derived row, without a guide; its description may name the nearest of `guides` or else of `neighbours`. */
export function toDiveSiteSeed(row: DiveSiteCsvRow, guides: readonly Place[] = [], neighbours: readonly Place[] = []): DiveSiteSeed {
  const place = placeOf(row);
  const lat = place.lat;
  const depthMaxM = parseDepth(row);
  const region = seedRegion(row);

  const seed: SeedContent = {
    name: place.name,
    latitude: row.latitude,
    longitude: row.longitude,
    region,
    skillLevel: deriveSkillLevel(depthMaxM),
    depthRange: deriveDepthRange(depthMaxM),
    waterTemp: deriveWaterTemp(lat),
    visibility: null,
    bestTime: deriveBestTime(lat),
    description: deriveDescription({ ...place, siteType: row.siteType, depthMaxM, region, guides, neighbours }),
    marineLife: '',
    hazards: '',
    facilities: '',
    imageUrl: '',
    videoUrl: '',
    videoThumbnail: '',
    reviewLink: '',
    featured: false,
  };
  return { ...seed, state: seedState(row), seedHash: seedContentHash(seed) };
}

/** A CSV row as the seeder writes it: derived, then its guide (if it has one) laid over the derived fields. */
export interface SeedRow {
  key: string;
  csv: DiveSiteCsvRow;
  seed: DiveSiteSeed;
}

export function toSeedRows(rows: readonly DiveSiteCsvRow[]): SeedRow[] {
  const guides = new Map(DIVE_SITE_GUIDES.map((guide) => [guide.key, guide]));
  const guidePlaces = rows.filter((csv) => guides.has(siteKey(csv))).map(placeOf);
  const allPlaces = rows.map(placeOf);
  return rows.map((csv) => {
    const key = siteKey(csv);
    const derived = toDiveSiteSeed(csv, guidePlaces, allPlaces);
    const guide = guides.get(key);
    if (!guide) return { key, csv, seed: derived };
    const { seedHash: _derivedHash, state, ...fields } = derived;
    const guided = applyGuide(fields, guide, parseDepth(csv));
    return { key, csv, seed: { ...guided, state, seedHash: seedContentHash(guided) } };
  });
}

/** Reads the CSV shipped next to this file; nest-cli copies seed/data into dist as an asset. */
export function readSeedCsv(): DiveSiteCsvRow[] {
  return parseDiveSiteCsv(readFileSync(path.join(__dirname, 'data', 'australian_dive_sites.csv'), 'utf8'));
}

export function loadSeedDiveSites(): DiveSiteSeed[] {
  return toSeedRows(readSeedCsv()).map((row) => row.seed);
}
