/**
 * Australia's states and territories as the dive-site directory names them
 * (`@ddu/shared/dive-sites/states`), shared by the API and the frontend: codes, names, URL slugs,
 * what a search for a state matches, and the rule that gives a point its state.
 *
 * Listed: the six states, the Northern Territory, and the external territories that have dive sites
 * in our data (Christmas Island, the Cocos (Keeling) Islands). The ACT has no coast; the Jervis Bay
 * Territory, Norfolk Island and the Coral Sea Islands have no site in the data, so they are not
 * offered (adding one is one entry here and one box below).
 */

export const STATE_CODES = ['NSW', 'QLD', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'CX', 'CC'] as const;
export type StateCode = (typeof STATE_CODES)[number];

export interface AustralianState {
  code: StateCode;
  /** "Queensland", "Christmas Island". */
  name: string;
  /** The page address: /dive-sites/state/{slug}. */
  slug: string;
  /** What people type for it besides the name ("qld"; "cocos", "keeling"), lower case. */
  aliases: readonly string[];
}

export const STATES: readonly AustralianState[] = [
  { code: 'NSW', name: 'New South Wales', slug: 'new-south-wales', aliases: ['nsw'] },
  { code: 'QLD', name: 'Queensland', slug: 'queensland', aliases: ['qld'] },
  { code: 'VIC', name: 'Victoria', slug: 'victoria', aliases: ['vic'] },
  { code: 'TAS', name: 'Tasmania', slug: 'tasmania', aliases: ['tas', 'tassie'] },
  { code: 'SA', name: 'South Australia', slug: 'south-australia', aliases: ['sa'] },
  { code: 'WA', name: 'Western Australia', slug: 'western-australia', aliases: ['wa'] },
  { code: 'NT', name: 'Northern Territory', slug: 'northern-territory', aliases: ['nt'] },
  // ISO 3166-1 codes: the territories have no state abbreviation of their own.
  { code: 'CX', name: 'Christmas Island', slug: 'christmas-island', aliases: ['cx'] },
  { code: 'CC', name: 'Cocos (Keeling) Islands', slug: 'cocos-keeling-islands', aliases: ['cc', 'cocos', 'keeling'] },
];

const BY_CODE = new Map(STATES.map((state) => [state.code, state]));
const BY_SLUG = new Map(STATES.map((state) => [state.slug, state]));

export function isStateCode(value: string): value is StateCode {
  return BY_CODE.has(value as StateCode);
}

/** "QLD" or "qld" → Queensland; undefined for anything else. */
export function stateByCode(code: string | null | undefined): AustralianState | undefined {
  return code ? BY_CODE.get(code.toUpperCase() as StateCode) : undefined;
}

export function stateBySlug(slug: string): AustralianState | undefined {
  return BY_SLUG.get(slug);
}

/** Every word a search can name a state by, lower case: its name's words and its abbreviations. */
function stateWords(state: AustralianState): string[] {
  return [...state.name.toLowerCase().split(/[^a-z]+/), ...state.aliases].filter((word) => word !== '');
}

const WORDS = new Map(STATES.map((state) => [state.code, stateWords(state)]));

/**
 * The states a search word names: a word of the state's name or one of its abbreviations, or (three
 * letters or more) the start of one, so "qld", "queens" and "Queensland" find Queensland, "wa" finds
 * Western Australia alone (not New South "Wales"), and "a" finds none.
 */
export function statesMatchingWord(word: string): StateCode[] {
  const w = word.toLowerCase();
  if (w.length < 2) return [];
  return STATES.filter((state) => WORDS.get(state.code)!.some((name) => name === w || (w.length >= 3 && name.startsWith(w)))).map(
    (state) => state.code,
  );
}

// ---------------------------------------------------------------------------------------------
// Which state a point lies in.

/** [longitude, latitude] in decimal degrees. */
type Point = readonly [number, number];

interface StateArea {
  state: StateCode;
  /** A closed ring (the last point joins the first), land and the sea off it. */
  ring: readonly Point[];
}

const box = (west: number, south: number, east: number, north: number): Point[] => [
  [west, north],
  [east, north],
  [east, south],
  [west, south],
];

/**
 * The New South Wales–Queensland border from Point Danger west, simplified: along the ridge between
 * Coolangatta and Tweed Heads (Point Danger is at about 28.165° S, so the Tweed River mouth and Cook
 * Island are in NSW, Snapper Rocks and Coolangatta in Queensland), the McPherson Range to Mount
 * Lindesay, the Great Dividing Range to Wallangarra, the Dumaresq, Macintyre and Barwon rivers to
 * Mungindi, then the 29th parallel to 141° E.
 */
const NSW_QLD_BORDER: readonly Point[] = [
  [153.552, -28.165],
  [153.545, -28.1685],
  [153.53, -28.172],
  [153.45, -28.2],
  [153.35, -28.24],
  [153.1, -28.26],
  [152.72, -28.35],
  [152.5, -28.25],
  [152.0, -28.65],
  [151.93, -28.92],
  [151.17, -28.85],
  [150.31, -28.55],
  [148.98, -28.98],
  [141.0, -29.0],
];

/**
 * The New South Wales–Victoria border from the South Australian border east: the Murray River to its
 * source near Corryong, then the straight line to Cape Howe (37.505° S, 149.976° E).
 */
const NSW_VIC_BORDER: readonly Point[] = [
  [141.0, -34.02],
  [142.16, -34.18],
  [143.55, -35.34],
  [144.75, -36.13],
  [146.92, -36.08],
  [148.2, -36.8],
  [149.976, -37.505],
];

/** How far the mainland states' areas reach out to sea: past the Great Barrier Reef and Lord Howe Island. */
const EAST = 160;
/** Bass Strait: Wilsons Promontory (39.14° S) is Victoria's, the Hogan and Kent groups (39.2° S and south) Tasmania's. */
const BASS_STRAIT = -39.2;
/** The South Australia–Victoria border (the 1847 survey's line, a little west of 141° E). */
const SA_VIC = 140.966;

/**
 * Checked in order; the first area holding the point gives its state. The island territories and
 * Lord Howe Island come first as boxes; then each mainland state with the sea off its coast, its
 * borders extended straight out to sea (so an offshore reef belongs to the state whose coast faces
 * it). Simplified on purpose: exact enough for coastal dive sites, where the borders meet the sea at
 * Point Danger, Cape Howe, the 129th meridian and the SA–Victoria line, and for the islands. The
 * Jervis Bay Territory is not told apart: its shore is a few kilometres of Jervis Bay, whose waters
 * are the NSW Jervis Bay Marine Park and whose dive boats leave from Huskisson, NSW, so a site in the
 * bay is in New South Wales. The ACT lies inside New South Wales here (it has no dive sites).
 */
const AREAS: readonly StateArea[] = [
  { state: 'CX', ring: box(105.4, -10.75, 105.95, -10.3) },
  { state: 'CC', ring: box(96.6, -12.4, 97.1, -11.7) },
  // Lord Howe Island and Balls Pyramid, 600 km off the coast, are part of New South Wales.
  { state: 'NSW', ring: box(158.8, -31.95, 159.5, -31.3) },
  { state: 'WA', ring: box(108, -40, 129, -9) },
  { state: 'NT', ring: box(129, -26, 138, -9) },
  {
    state: 'SA',
    ring: [
      [129, -26],
      [141, -26],
      [141, -34.02],
      [SA_VIC, -34.02],
      [SA_VIC, -40],
      [129, -40],
    ],
  },
  { state: 'QLD', ring: [[138, -9], [EAST, -9], [EAST, -28.165], ...NSW_QLD_BORDER, [141, -26], [138, -26]] },
  {
    state: 'NSW',
    ring: [...[...NSW_QLD_BORDER].reverse(), [EAST, -28.165], [EAST, -37.505], ...[...NSW_VIC_BORDER].reverse()],
  },
  { state: 'VIC', ring: [[SA_VIC, -34.02], ...NSW_VIC_BORDER, [EAST, -37.505], [EAST, BASS_STRAIT], [SA_VIC, BASS_STRAIT]] },
  // Down to Macquarie Island (54.6° S).
  { state: 'TAS', ring: box(SA_VIC, -55.5, EAST, BASS_STRAIT) },
];

/** Even–odd ray casting: is the point inside the ring? */
function inRing([x, y]: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The state or territory a point lies in (or off the coast of); null outside every area (e.g. New Zealand). */
export function stateOfPoint(latitude: number, longitude: number): StateCode | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const point: Point = [longitude, latitude];
  return AREAS.find((area) => inRing(point, area.ring))?.state ?? null;
}
