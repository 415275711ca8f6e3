/**
 * Visitor-facing fields derived for dive sites whose source data holds only a name, coordinates,
 * a state, an optional site type and an optional community-reported maximum depth.
 *
 * Every rule here is general (location or depth based) and stated, so nothing on the page claims a
 * site-specific fact the data does not contain.
 */

import type { SkillLevel } from '../dive-sites/dive-sites.dto';
import { compassDirection, nearest, TOWNS } from './dive-site-places';

const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  QLD: 'Queensland',
  VIC: 'Victoria',
  TAS: 'Tasmania',
  SA: 'South Australia',
  WA: 'Western Australia',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

/** "NSW" -> "New South Wales"; "Christmas Island (ext. territory)" -> "Christmas Island". */
export function stateDisplayName(state: string): string {
  const trimmed = state.trim();
  return STATE_NAMES[trimmed.toUpperCase()] ?? trimmed.replace(/\s*\(ext\. territory\)$/i, '');
}

interface RegionBox {
  region: string;
  /** Display state name: a box never claims a point from a neighbouring state (e.g. Tweed vs Gold Coast). */
  state: string;
  /** [south, north] in decimal degrees, inclusive. */
  lat: [number, number];
  /** [west, east] in decimal degrees, inclusive. */
  lon: [number, number];
}

/**
 * Region rule: the first box (in this order) whose state matches and that contains the point.
 * Boxes were drawn around the dive destinations visitors know, checked against every seeded site;
 * order only matters where boxes touch (specific destinations before broader catch-alls).
 * A point in no box falls back to the state's name.
 */
const REGION_BOXES: RegionBox[] = [
  { region: 'Byron Bay & Northern NSW', state: 'New South Wales', lat: [-29.0, -28.15], lon: [153.3, 153.8] },
  { region: 'Coffs Harbour & Solitary Islands', state: 'New South Wales', lat: [-30.6, -29.6], lon: [152.9, 153.6] },
  { region: 'South West Rocks', state: 'New South Wales', lat: [-31.6, -30.8], lon: [152.7, 153.3] },
  { region: 'Port Stephens', state: 'New South Wales', lat: [-32.85, -32.5], lon: [151.95, 152.5] },
  { region: 'Newcastle & Lake Macquarie', state: 'New South Wales', lat: [-33.2, -32.85], lon: [151.55, 152.0] },
  { region: 'Central Coast', state: 'New South Wales', lat: [-33.55, -33.2], lon: [151.25, 151.8] },
  { region: 'Sydney', state: 'New South Wales', lat: [-34.2, -33.55], lon: [150.9, 151.5] },
  { region: 'Wollongong & Illawarra', state: 'New South Wales', lat: [-34.75, -34.2], lon: [150.75, 151.1] },
  { region: 'Jervis Bay', state: 'New South Wales', lat: [-35.25, -34.95], lon: [150.6, 150.95] },
  { region: 'Batemans Bay & Narooma', state: 'New South Wales', lat: [-36.5, -35.5], lon: [149.9, 150.4] },
  { region: 'Merimbula & Eden', state: 'New South Wales', lat: [-37.6, -36.5], lon: [149.8, 150.3] },
  { region: 'South Coast NSW', state: 'New South Wales', lat: [-37.6, -34.75], lon: [149.5, 151.0] },
  { region: 'Lord Howe Island', state: 'New South Wales', lat: [-31.9, -31.4], lon: [158.9, 159.4] },

  { region: 'Gold Coast', state: 'Queensland', lat: [-28.2, -27.75], lon: [153.2, 153.6] },
  { region: 'North Stradbroke Island', state: 'Queensland', lat: [-27.75, -27.35], lon: [153.35, 153.65] },
  { region: 'Brisbane & Moreton Bay', state: 'Queensland', lat: [-27.75, -26.9], lon: [152.9, 153.6] },
  { region: 'Sunshine Coast', state: 'Queensland', lat: [-26.9, -26.2], lon: [152.9, 153.5] },
  { region: 'Southern Great Barrier Reef', state: 'Queensland', lat: [-24.8, -22.5], lon: [150.5, 153.0] },
  { region: 'Whitsundays', state: 'Queensland', lat: [-20.9, -19.6], lon: [148.0, 150.0] },
  { region: 'Townsville & Great Barrier Reef', state: 'Queensland', lat: [-19.6, -18.3], lon: [146.3, 148.0] },
  { region: 'Cairns & Great Barrier Reef', state: 'Queensland', lat: [-17.4, -16.35], lon: [145.4, 146.6] },
  { region: 'Port Douglas & Great Barrier Reef', state: 'Queensland', lat: [-16.35, -15.8], lon: [145.3, 146.3] },
  { region: 'Ribbon Reefs & Lizard Island', state: 'Queensland', lat: [-15.8, -14.3], lon: [145.0, 146.2] },
  { region: 'Far Northern Great Barrier Reef', state: 'Queensland', lat: [-14.3, -10.5], lon: [142.5, 145.5] },

  { region: 'Port Phillip Heads', state: 'Victoria', lat: [-38.34, -38.26], lon: [144.55, 144.7] },
  { region: 'Mornington Peninsula', state: 'Victoria', lat: [-38.55, -38.19], lon: [144.7, 145.25] },
  { region: 'Bellarine Peninsula', state: 'Victoria', lat: [-38.3, -38.05], lon: [144.35, 144.75] },
  { region: 'Melbourne & Port Phillip', state: 'Victoria', lat: [-38.19, -37.7], lon: [144.75, 145.25] },

  { region: 'Mount Gambier & Limestone Coast', state: 'South Australia', lat: [-38.1, -37.4], lon: [140.3, 141.0] },
  { region: 'Kangaroo Island', state: 'South Australia', lat: [-36.1, -35.55], lon: [136.5, 138.2] },
  { region: 'Adelaide & Gulf St Vincent', state: 'South Australia', lat: [-35.65, -34.3], lon: [137.6, 138.7] },

  { region: 'Hobart & Tasman Peninsula', state: 'Tasmania', lat: [-43.6, -42.7], lon: [146.8, 148.1] },
  { region: 'East Coast Tasmania', state: 'Tasmania', lat: [-42.7, -40.9], lon: [147.8, 148.5] },

  { region: 'Albany', state: 'Western Australia', lat: [-35.2, -34.8], lon: [117.7, 118.5] },
  { region: 'Esperance', state: 'Western Australia', lat: [-34.3, -33.6], lon: [121.0, 123.0] },
  { region: 'Busselton & Geographe Bay', state: 'Western Australia', lat: [-33.9, -33.0], lon: [114.9, 115.8] },
  { region: 'Perth & Rottnest', state: 'Western Australia', lat: [-32.6, -31.5], lon: [115.3, 116.1] },
  { region: 'Houtman Abrolhos Islands', state: 'Western Australia', lat: [-29.1, -28.2], lon: [113.5, 114.2] },
  { region: 'Ningaloo & Exmouth', state: 'Western Australia', lat: [-23.8, -21.5], lon: [113.3, 114.6] },

  { region: 'Darwin', state: 'Northern Territory', lat: [-12.8, -12.2], lon: [130.5, 131.2] },
  { region: 'Cocos (Keeling) Islands', state: 'Cocos (Keeling) Islands', lat: [-12.3, -11.8], lon: [96.7, 97.0] },
  { region: 'Christmas Island', state: 'Christmas Island', lat: [-10.65, -10.35], lon: [105.5, 105.8] },
];

/** The named destination containing the point, or null when only the state is known. */
export function regionFromCoordinates(state: string, lat: number, lon: number): string | null {
  const stateName = stateDisplayName(state);
  const box = REGION_BOXES.find((b) => b.state === stateName && lat >= b.lat[0] && lat <= b.lat[1] && lon >= b.lon[0] && lon <= b.lon[1]);
  return box?.region ?? null;
}

export function deriveRegion(state: string, lat: number, lon: number): string {
  return regionFromCoordinates(state, lat, lon) ?? stateDisplayName(state);
}

/** Depth bands follow recreational certification limits: open water 18 m, advanced 30 m. */
export function deriveSkillLevel(depthMaxM: number | null): SkillLevel {
  // Unknown depth: not claimed beginner-safe.
  if (depthMaxM === null) return 'Intermediate';
  if (depthMaxM <= 18) return 'Beginner';
  if (depthMaxM <= 30) return 'Intermediate';
  return 'Advanced';
}

/** "to 23 m": only the maximum is known, so no minimum is claimed. The filters read the largest number. */
export function deriveDepthRange(depthMaxM: number | null): string {
  return depthMaxM === null ? '' : `to ${depthMaxM} m`;
}

/**
 * Typical sea-surface temperature range by latitude band (general, not measured at the site).
 * Bands are checked north to south; a latitude on a boundary belongs to the warmer band.
 */
const WATER_TEMP_BANDS: { northOfLat: number; range: string }[] = [
  { northOfLat: -20, range: '24-29°C' }, // tropical north, incl. Cocos (Keeling) and Christmas Island
  { northOfLat: -28, range: '20-26°C' }, // subtropical
  { northOfLat: -35, range: '17-23°C' }, // warm temperate
  { northOfLat: -90, range: '12-18°C' }, // cool temperate: Victoria, South Australia's south, Tasmania
];

export function deriveWaterTemp(lat: number): string {
  return (WATER_TEMP_BANDS.find((b) => lat >= b.northOfLat) ?? WATER_TEMP_BANDS[WATER_TEMP_BANDS.length - 1]).range;
}

/** The Tropic of Capricorn: north of it the year is wet/dry rather than warm/cool. */
const TROPIC_OF_CAPRICORN_LAT = -23.44;

/** A general climate rule, not site-specific advice. */
export function deriveBestTime(lat: number): string {
  return lat >= TROPIC_OF_CAPRICORN_LAT ? 'May to October (dry season)' : 'December to May (warmer water)';
}

/** site_type in the data comes from words in the site name, so each opening stays as plain as the keyword. */
const SITE_TYPE_OPENINGS: Record<string, string> = {
  reef: 'A reef dive',
  wreck: 'A wreck dive',
  wall: 'A wall dive',
  'jetty/pier': 'A jetty or pier dive',
  cave: 'A dive with a cave',
  pinnacle: 'A pinnacle dive',
  sinkhole: 'A sinkhole dive',
};

/** A place with coordinates: a featured guide's site, or the site being described. */
export interface Place {
  name: string;
  lat: number;
  lon: number;
}

export interface DescribedSite extends Place {
  siteType: string;
  depthMaxM: number | null;
  region: string;
  /** The featured sites with our full guides; the nearest is named. */
  guides: readonly Place[];
  /** Every listed site: with no guide in range, the nearest of these is named instead. */
  neighbours: readonly Place[];
}

/** A town further than this is not "near"; the sentence is left out. */
const TOWN_RANGE_KM = 60;
/** A guide further than this says nothing useful about the area; the sentence is left out. */
const GUIDE_RANGE_KM = 100;
/** Closer than this, a direction from approximate town coordinates could point the wrong way. */
const DIRECTION_FROM_KM = 3;

/** What the reported depth means against the usual recreational certification limits (18 m, 30 m). */
function depthSentence(depthMaxM: number): string {
  const reported = `Divers report a maximum depth of ${depthMaxM} m`;
  if (depthMaxM <= 18) return `${reported}, within the 18 m limit of an Open Water certification.`;
  if (depthMaxM <= 30) return `${reported}, deeper than Open Water training covers but within Advanced Open Water's 30 m.`;
  return `${reported}, beyond the 30 m recreational limit, so it suits deep-certified divers.`;
}

/** "in Sydney", "in the Whitsundays", "on Christmas Island", "on the Southern Great Barrier Reef". */
function inRegion(region: string): string {
  if (/^[^&]*Great Barrier Reef$/.test(region)) return `on the ${region}`;
  if (/^[^&]* Island$/.test(region)) return `on ${region}`;
  if (/^[^&]*(Islands|Coast|Peninsula|Whitsundays)$/.test(region) && !/NSW$/.test(region)) return `in the ${region}`;
  return `in ${region}`;
}

/** Whole kilometres for approximate points; a tenth for short distances between two exact sites. */
function kmText(km: number, exact: boolean): string {
  return exact && km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

function townClause(site: Place): string {
  const town = nearest(site, TOWNS);
  if (!town || town.km > TOWN_RANGE_KM) return '';
  if (town.km < 1.5) return `, at ${town.place.name}`;
  const km = kmText(town.km, false);
  if (town.km < DIRECTION_FROM_KM) return `, about ${km} from ${town.place.name}`;
  return `, about ${km} ${compassDirection(town.place, site)} of ${town.place.name}`;
}

/** Another listed site closer than this is named too, even when a guide is in range. */
const CLOSE_NEIGHBOUR_KM = 1;

/**
 * The nearest guide, and the nearest other listed site when it is very close or when no guide is in
 * range: all exact points from the data, so short distances keep a tenth of a kilometre.
 */
function neighbourSentence(site: DescribedSite): string {
  const guide = nearest(
    site,
    site.guides.filter((g) => g.name !== site.name),
  );
  const other = nearest(
    site,
    site.neighbours.filter((n) => n.name !== site.name && n.name !== guide?.place.name),
  );
  const guideInRange = guide !== null && guide.km <= GUIDE_RANGE_KM;
  const guideText = guideInRange
    ? ` ${guide.place.name}, which has our full guide, is ${kmText(guide.km, true)} to the ${compassDirection(site, guide.place)}.`
    : '';
  const showOther = other !== null && other.km <= GUIDE_RANGE_KM && (!guideInRange || other.km < CLOSE_NEIGHBOUR_KM);
  const otherText = showOther
    ? ` The nearest other listed site, ${other.place.name}, is ${kmText(other.km, true)} to the ${compassDirection(site, other.place)}.`
    : '';
  return guideText + otherText;
}

/**
 * A plain listing's description, written from what the data holds: the kind of site (from its name),
 * its region, the nearest town we list, the nearest site with our full guide (or, with none in range,
 * the nearest listed site), and the reported depth
 * read against certification limits. What is not known (depth, kind) is left out, never guessed, so
 * no two sites read alike unless they share every known fact.
 */
export function deriveDescription(site: DescribedSite): string {
  const type = site.siteType.trim().toLowerCase();
  const place = `${inRegion(site.region)}${townClause(site)}`;
  const guide = neighbourSentence(site);
  if (type === 'dive trail') {
    return `A marked dive trail ${place}.${guide} No depth is recorded here; the trail notes published by the Western Australian Department of Primary Industries and Regional Development describe the route.`;
  }
  const opening = SITE_TYPE_OPENINGS[type] ?? 'A dive site';
  const depth = site.depthMaxM === null ? '' : ` ${depthSentence(site.depthMaxM)}`;
  return `${opening} ${place}.${guide}${depth}`;
}

/**
 * Names are capitalised at import when the data has them all in lower case ("sue's groyne" →
 * "Sue's Groyne"): each word and each part of a hyphenated word starts with a capital, except the
 * small joining words after the first. A name with any capital letter is left as the data has it.
 */
const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'on', 'in', 'to', 'a']);

export function capitaliseName(name: string): string {
  if (name !== name.toLowerCase() || !/[a-z]/.test(name)) return name;
  return name
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ');
}
