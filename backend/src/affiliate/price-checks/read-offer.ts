/**
 * Reads a seller page's own price data: schema.org Product/Offer in JSON-LD, or in microdata
 * (itemprop="price" …). Only what the page states is taken; nothing is guessed from visible text.
 * The first offer with a price, in document order, is the page's offer (JSON-LD first).
 */

export type Availability = 'in_stock' | 'out_of_stock' | 'unknown';

export interface PageOffer {
  /** Decimal text as the page gives it, cleaned of thousands separators, e.g. "449.00"; null when unreadable. */
  price: string | null;
  /** ISO 4217 as the page gives it (upper-cased), or '' when it does not say. */
  currency: string;
  availability: Availability;
  /** Where it was read: json-ld or microdata. */
  source: 'json-ld' | 'microdata';
}

const OUT_OF_STOCK = /(OutOfStock|SoldOut|Discontinued)$/i;
const IN_STOCK = /(InStock|InStoreOnly|OnlineOnly|LimitedAvailability|PreOrder|BackOrder)$/i;

export function availabilityOf(value: unknown): Availability {
  const text = typeof value === 'string' ? value.trim() : '';
  if (OUT_OF_STOCK.test(text)) return 'out_of_stock';
  if (IN_STOCK.test(text)) return 'in_stock';
  return 'unknown';
}

/** 449, "449.00", "1,199.95", "$449" → decimal text; anything else → null. */
export function priceText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const cleaned = value
    .trim()
    .replace(/^[A-Z]{0,3}\$?\s*/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  return /^\d{1,8}(?:\.\d{1,4})?$/.test(cleaned) ? cleaned : null;
}

function types(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#]/, ''));
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function offerFromNode(node: Record<string, unknown>): PageOffer | null {
  const kinds = types(node);
  if (!kinds.includes('Offer') && !kinds.includes('AggregateOffer')) return null;
  const spec = asList(node.priceSpecification).find((s): s is Record<string, unknown> => typeof s === 'object' && s !== null);
  const price = priceText(node.price ?? (kinds.includes('AggregateOffer') ? node.lowPrice : undefined) ?? spec?.price);
  const currency = node.priceCurrency ?? spec?.priceCurrency;
  return {
    price,
    currency: typeof currency === 'string' ? currency.trim().toUpperCase() : '',
    availability: availabilityOf(node.availability),
    source: 'json-ld',
  };
}

/** Every Offer/AggregateOffer node under `value` (Product.offers, @graph, arrays), in document order. */
function collectOffers(value: unknown, found: PageOffer[], depth = 0): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectOffers(item, found, depth + 1);
    return;
  }
  const node = value as Record<string, unknown>;
  const offer = offerFromNode(node);
  if (offer) found.push(offer);
  for (const key of ['@graph', 'offers', 'mainEntity', 'itemListElement', 'item', 'hasVariant']) {
    if (key in node) collectOffers(node[key], found, depth + 1);
  }
}

const LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

function jsonLdOffers(html: string): PageOffer[] {
  const found: PageOffer[] = [];
  for (const match of html.matchAll(LD_SCRIPT)) {
    try {
      collectOffers(JSON.parse(match[1]!.trim()), found);
    } catch {
      // A broken block says nothing; the others may still.
    }
  }
  return found;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The value of the first element with itemprop=`prop`: its content/href/value attribute, else its text. */
function itemprop(html: string, prop: string): string | undefined {
  const tag = new RegExp(`<[a-z][^>]*\\sitemprop\\s*=\\s*["']?(?:[^"'>]*\\s)?${prop}(?=[\\s"'>/])[^>]*>`, 'i').exec(html);
  if (!tag) return undefined;
  const fromAttribute = attribute(tag[0], 'content') ?? attribute(tag[0], 'href') ?? attribute(tag[0], 'value');
  if (fromAttribute !== undefined) return fromAttribute;
  const after = html.slice(tag.index + tag[0].length);
  return decode(after.slice(0, after.search(/</) === -1 ? undefined : after.search(/</)));
}

function microdataOffer(html: string): PageOffer | null {
  if (!/itemtype\s*=\s*["']?https?:\/\/schema\.org\/(Offer|AggregateOffer|Product)/i.test(html)) return null;
  const rawPrice = itemprop(html, 'price') ?? itemprop(html, 'lowPrice');
  if (rawPrice === undefined) return null;
  return {
    price: priceText(rawPrice),
    currency: (itemprop(html, 'priceCurrency') ?? '').toUpperCase(),
    availability: availabilityOf(itemprop(html, 'availability')),
    source: 'microdata',
  };
}

/** The page's offer, or null when it states none (no schema.org offer, or none with a price). */
export function readOffer(html: string): PageOffer | null {
  const offers = jsonLdOffers(html);
  const priced = offers.find((offer) => offer.price !== null);
  if (priced) return priced;
  return microdataOffer(html) ?? offers[0] ?? null;
}
