/**
 * Towns divers travel to, with their approximate centre (two decimals, about a kilometre), and the
 * plain geometry the derived dive-site descriptions use: how far, and which way. The towns are the
 * coastal towns and cities that the regions in dive-site-derivation.ts are named after or lie near;
 * a distance to one is rounded to whole kilometres and written "about", because both points are
 * approximate.
 */

export interface Town {
  name: string;
  lat: number;
  lon: number;
}

export const TOWNS: readonly Town[] = [
  // Queensland
  { name: 'Coolangatta', lat: -28.17, lon: 153.54 },
  { name: 'Southport', lat: -27.97, lon: 153.41 },
  { name: 'Point Lookout', lat: -27.43, lon: 153.53 },
  { name: 'Amity Point', lat: -27.4, lon: 153.44 },
  { name: 'Brisbane', lat: -27.47, lon: 153.03 },
  { name: 'Redcliffe', lat: -27.23, lon: 153.11 },
  { name: 'Caloundra', lat: -26.8, lon: 153.13 },
  { name: 'Mooloolaba', lat: -26.68, lon: 153.12 },
  { name: 'Noosa Heads', lat: -26.39, lon: 153.09 },
  { name: 'Hervey Bay', lat: -25.29, lon: 152.85 },
  { name: 'Bundaberg', lat: -24.87, lon: 152.35 },
  { name: 'Agnes Water', lat: -24.21, lon: 151.9 },
  { name: 'Gladstone', lat: -23.84, lon: 151.26 },
  { name: 'Yeppoon', lat: -23.13, lon: 150.74 },
  { name: 'Mackay', lat: -21.14, lon: 149.19 },
  { name: 'Airlie Beach', lat: -20.27, lon: 148.72 },
  { name: 'Bowen', lat: -20.01, lon: 148.25 },
  { name: 'Ayr', lat: -19.57, lon: 147.4 },
  { name: 'Townsville', lat: -19.26, lon: 146.82 },
  { name: 'Mission Beach', lat: -17.87, lon: 146.11 },
  { name: 'Cairns', lat: -16.92, lon: 145.77 },
  { name: 'Port Douglas', lat: -16.48, lon: 145.46 },
  { name: 'Cooktown', lat: -15.47, lon: 145.25 },
  { name: 'Lockhart River', lat: -12.79, lon: 143.34 },
  { name: 'Thursday Island', lat: -10.58, lon: 142.22 },
  // New South Wales
  { name: 'Tweed Heads', lat: -28.18, lon: 153.54 },
  { name: 'Byron Bay', lat: -28.64, lon: 153.61 },
  { name: 'Ballina', lat: -28.87, lon: 153.56 },
  { name: 'Yamba', lat: -29.44, lon: 153.36 },
  { name: 'Coffs Harbour', lat: -30.3, lon: 153.14 },
  { name: 'South West Rocks', lat: -30.88, lon: 153.04 },
  { name: 'Port Macquarie', lat: -31.43, lon: 152.91 },
  { name: 'Forster', lat: -32.18, lon: 152.51 },
  { name: 'Nelson Bay', lat: -32.72, lon: 152.14 },
  { name: 'Newcastle', lat: -32.93, lon: 151.78 },
  { name: 'Swansea', lat: -33.09, lon: 151.64 },
  { name: 'Terrigal', lat: -33.45, lon: 151.45 },
  { name: 'Manly', lat: -33.8, lon: 151.29 },
  { name: 'Cronulla', lat: -34.06, lon: 151.15 },
  { name: 'Wollongong', lat: -34.42, lon: 150.89 },
  { name: 'Kiama', lat: -34.67, lon: 150.85 },
  { name: 'Huskisson', lat: -35.04, lon: 150.67 },
  { name: 'Ulladulla', lat: -35.36, lon: 150.47 },
  { name: 'Batemans Bay', lat: -35.71, lon: 150.18 },
  { name: 'Narooma', lat: -36.22, lon: 150.13 },
  { name: 'Merimbula', lat: -36.89, lon: 149.91 },
  { name: 'Eden', lat: -37.07, lon: 149.9 },
  { name: 'the Lord Howe Island settlement', lat: -31.52, lon: 159.06 },
  // Victoria
  { name: 'Portsea', lat: -38.32, lon: 144.71 },
  { name: 'Sorrento', lat: -38.34, lon: 144.74 },
  { name: 'Queenscliff', lat: -38.27, lon: 144.66 },
  { name: 'Rye', lat: -38.37, lon: 144.82 },
  { name: 'Flinders', lat: -38.47, lon: 145.02 },
  { name: 'Mornington', lat: -38.22, lon: 145.04 },
  { name: 'Frankston', lat: -38.14, lon: 145.12 },
  { name: 'Williamstown', lat: -37.86, lon: 144.9 },
  { name: 'Geelong', lat: -38.15, lon: 144.36 },
  { name: 'Portland', lat: -38.34, lon: 141.6 },
  // South Australia
  { name: 'Mount Gambier', lat: -37.83, lon: 140.78 },
  { name: 'Glenelg', lat: -34.98, lon: 138.51 },
  { name: 'Rapid Bay', lat: -35.52, lon: 138.19 },
  { name: 'Victor Harbor', lat: -35.55, lon: 138.62 },
  { name: 'Edithburgh', lat: -35.08, lon: 137.75 },
  { name: 'Kingscote', lat: -35.66, lon: 137.64 },
  { name: 'Port Lincoln', lat: -34.73, lon: 135.86 },
  { name: 'Whyalla', lat: -33.03, lon: 137.58 },
  // Tasmania
  { name: 'Hobart', lat: -42.88, lon: 147.33 },
  { name: 'Kettering', lat: -43.13, lon: 147.25 },
  { name: 'Eaglehawk Neck', lat: -43.02, lon: 147.93 },
  { name: 'Bicheno', lat: -41.87, lon: 148.3 },
  { name: 'St Helens', lat: -41.32, lon: 148.25 },
  { name: 'Devonport', lat: -41.18, lon: 146.35 },
  // Western Australia
  { name: 'Albany', lat: -35.02, lon: 117.88 },
  { name: 'Esperance', lat: -33.86, lon: 121.89 },
  { name: 'Dunsborough', lat: -33.61, lon: 115.1 },
  { name: 'Busselton', lat: -33.65, lon: 115.35 },
  { name: 'Bunbury', lat: -33.33, lon: 115.64 },
  { name: 'Mandurah', lat: -32.53, lon: 115.72 },
  { name: 'Rockingham', lat: -32.28, lon: 115.73 },
  { name: 'Fremantle', lat: -32.06, lon: 115.74 },
  { name: 'Hillarys', lat: -31.82, lon: 115.74 },
  { name: 'Geraldton', lat: -28.77, lon: 114.61 },
  { name: 'Kalbarri', lat: -27.71, lon: 114.16 },
  { name: 'Coral Bay', lat: -23.14, lon: 113.77 },
  { name: 'Exmouth', lat: -21.93, lon: 114.13 },
  { name: 'Dampier', lat: -20.66, lon: 116.71 },
  { name: 'Broome', lat: -17.96, lon: 122.24 },
  // Northern Territory and the external territories
  { name: 'Darwin', lat: -12.46, lon: 130.84 },
  { name: 'Flying Fish Cove', lat: -10.42, lon: 105.67 },
  { name: 'West Island', lat: -12.19, lon: 96.83 },
  { name: 'Home Island', lat: -12.12, lon: 96.9 },
];

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** Which way b lies from a, on an eight-point compass. */
export function compassDirection(a: { lat: number; lon: number }, b: { lat: number; lon: number }): string {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8];
}

export function nearest<T extends { lat: number; lon: number }>(
  from: { lat: number; lon: number },
  places: readonly T[],
): { place: T; km: number } | null {
  let best: { place: T; km: number } | null = null;
  for (const place of places) {
    const km = distanceKm(from, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
