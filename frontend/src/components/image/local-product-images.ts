/**
 * Bundled illustrations for specific dive computers and BCDs. They replace remote product
 * images by name, so the shop and review cards for these models never depend on a retailer's
 * image host staying up.
 */
export const LOCAL_PRODUCT_IMAGES: Record<string, string> = {
  'shearwater peregrine': '/images/gear/shearwater-peregrine.svg',
  'shearwater perdix 2': '/images/gear/shearwater-perdix-2.svg',
  'shearwater teric': '/images/gear/shearwater-teric.svg',
  'garmin descent mk3': '/images/gear/garmin-descent-mk3.svg',
  'suunto d5': '/images/gear/suunto-d5.svg',
  'suunto zoop novo': '/images/gear/suunto-zoop-novo.svg',
  'mares quad 2': '/images/gear/mares-quad-2.svg',
  'mares puck pro': '/images/gear/mares-puck-pro-plus.svg',
  'aqualung pro hd': '/images/gear/aqualung-pro-hd.svg',
  'aqua lung pro hd': '/images/gear/aqualung-pro-hd.svg',
  'scubapro hydros pro': '/images/gear/scubapro-hydros-pro.svg',
  'cressi travelight': '/images/gear/cressi-travelight.svg',
};

/** Longest keys first, so a more specific model name wins over a shorter one it contains. */
const KEYS_BY_SPECIFICITY = Object.keys(LOCAL_PRODUCT_IMAGES).sort((a, b) => b.length - a.length);

function normalise(name: string): string {
  return name.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The bundled image for a product or review name, matched case-insensitively on the exact
 * name or on a name that contains a known model (e.g. "Shearwater Peregrine Review: ...").
 */
export function localImageFor(name: string | undefined | null): string | undefined {
  if (!name) return undefined;
  const normalised = normalise(name);
  const key = KEYS_BY_SPECIFICITY.find((candidate) => normalised.includes(candidate));
  return key ? LOCAL_PRODUCT_IMAGES[key] : undefined;
}
