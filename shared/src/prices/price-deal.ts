/**
 * "Lowest price in 90 days": Wirecutter's rule for calling something a deal. Today's best price earns
 * the badge only when it is below both the typical price (the median of the daily best prices over
 * the last 90 days) and every earlier day's best price in those 90 days. Equal is not below.
 */

export const DEAL_WINDOW_DAYS = 90;
/** Fewer days of history than this say nothing about a usual price: no badge. */
export const MIN_HISTORY_DAYS = 7;

export interface DailyPrice {
  /** YYYY-MM-DD. */
  day: string;
  /** The lowest usable AUD price seen that day, in dollars. */
  price: number;
}

/** The median of the prices; null for none. */
export function medianPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 100) / 100;
}

export interface PriceDeal {
  /** The 90-day median of the daily best prices, or null without history. */
  typicalPrice: number | null;
  /** The lowest daily best price before today in the window, or null. */
  previousLowest: number | null;
  isLowestIn90Days: boolean;
}

/**
 * `history`: one entry per day in the window (today's included or not); `today`: today's best price
 * and day. Days other than today make the "before" set.
 */
export function priceDeal(history: readonly DailyPrice[], today: DailyPrice | null): PriceDeal {
  const typicalPrice = medianPrice(history.map((d) => d.price));
  const earlier = today ? history.filter((d) => d.day < today.day) : history;
  const previousLowest = earlier.length ? Math.min(...earlier.map((d) => d.price)) : null;
  const isLowestIn90Days =
    today !== null &&
    typicalPrice !== null &&
    previousLowest !== null &&
    new Set(history.map((d) => d.day)).size >= MIN_HISTORY_DAYS &&
    today.price < typicalPrice &&
    today.price < previousLowest;
  return { typicalPrice, previousLowest, isLowestIn90Days };
}
