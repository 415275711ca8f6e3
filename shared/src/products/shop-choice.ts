/**
 * How a visitor narrows the shop: an order and a price range. The API applies them (GET
 * /api/products?sort=&min=&max=) and the shop page keeps them in its address under the same names.
 */

/** Leaving `sort` out keeps the shop's own order ("relevance": featured first, then the newest). */
export const SHOP_SORTS = ['price-asc', 'price-desc', 'rating'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export interface ShopChoice {
  sort?: ShopSort;
  /** Whole AUD dollars or cents, inclusive. */
  min?: number;
  max?: number;
}

export interface ChoosableProduct {
  /** AUD, e.g. "449.00". */
  price: string;
  /** 0 to 5, e.g. "4.5". */
  rating: string;
}

/**
 * The products priced within [min, max], in the chosen order. Sorting is stable: products of equal
 * price or rating keep the shop's own order; by rating, equal ratings go cheapest first.
 */
export function chooseProducts<T extends ChoosableProduct>(products: readonly T[], choice: ShopChoice): T[] {
  const { min, max, sort } = choice;
  const inRange = products.filter((p) => (min === undefined || Number(p.price) >= min) && (max === undefined || Number(p.price) <= max));
  if (sort === undefined) return inRange;
  const price = (p: T) => Number(p.price);
  const compare: Record<ShopSort, (a: T, b: T) => number> = {
    'price-asc': (a, b) => price(a) - price(b),
    'price-desc': (a, b) => price(b) - price(a),
    rating: (a, b) => Number(b.rating) - Number(a.rating) || price(a) - price(b),
  };
  return [...inRange].sort(compare[sort]);
}

/** "$1,200", " 450.5 " → 1200, 450.5; null when blank; NaN when it is not an amount of 0 or more. */
export function readPriceBound(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(?:\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
