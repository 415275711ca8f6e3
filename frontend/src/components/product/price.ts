/**
 * "1,149.00": two decimals and comma-grouped thousands, as en-AU writes them. Written out rather than an
 * Intl.NumberFormat made when the module loads: the first Intl formatter a page makes costs a phone
 * tens of milliseconds in one task, and most pages that load this show no price at all.
 */
function twoDecimals(value: number): string {
  const size = Math.abs(value);
  // Halves round away from zero on the number as written (0.995 → 1.00), as Intl does; `${size}e2`
  // moves the point in the decimal text, where size * 100 would carry binary error (99.49999…).
  const shifted = Number(`${size}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : size * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** An Australian-dollar amount as people write it: "1149.00", "$1,199 AUD", "AU$ 549.95", "A$99". */
const AUD_TEXT = /^\s*(?:(?:AU?D?)?\s*\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(?:AUD)?\s*$/i;

/**
 * The one price format of the site, the spec's dollar prefix: "1149.00" → "$1,149.00", and the
 * reviews' free text "$1,199 AUD" → "$1,199.00" too, so the shop and our reviews agree. Text that is
 * not a plain Australian-dollar amount (another currency, "from $99", "POA") is shown as written.
 */
export function formatPrice(price: string | number): string {
  if (typeof price === 'number') return Number.isFinite(price) ? `$${twoDecimals(price)}` : String(price);
  const match = AUD_TEXT.exec(price);
  if (!match) return price;
  return `$${twoDecimals(Number(match[1].replace(/,/g, '') + (match[2] ?? '')))}`;
}
