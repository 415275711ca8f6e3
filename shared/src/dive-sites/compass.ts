/**
 * The compass and thresholds of a site's exposure, apart from its functions (exposure.ts) so a page
 * that only draws the compass rose loads these few constants and not the words.
 */

export const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Beyond 50 km of open water a site is as open as it gets: ocean swell arrives unhindered. */
export const OPEN_WATER_CAP_KM = 50;

/** A direction with at least this much water before land is "open" in words (half the cap: past any bay or nearby island). */
export const OPEN_MIN_KM = 25;

/** A direction with land closer than this is "sheltered" in words: an ocean swell cannot build or reach the site from there. */
export const SHELTERED_MAX_KM = 5;

/** Degrees between neighbouring compass points. */
export const COMPASS_STEP_DEG = 360 / COMPASS_POINTS.length;
