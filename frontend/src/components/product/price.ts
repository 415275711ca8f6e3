const AUD = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An Australian-dollar amount as people write it: "1149.00", "$1,199 AUD", "AU$ 549.95", "A$99". */
const AUD_TEXT = /^\s*(?:(?:AU?D?)?\s*\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(?:AUD)?\s*$/i;

/**
 * The one price format of the site, the spec's dollar prefix: "1149.00" → "$1,149.00", and the
 * reviews' free text "$1,199 AUD" → "$1,199.00" too, so the shop and our reviews agree. Text that is
 * not a plain Australian-dollar amount (another currency, "from $99", "POA") is shown as written.
 */
export function formatPrice(price: string | number): string {
  if (typeof price === 'number') return Number.isFinite(price) ? `$${AUD.format(price)}` : String(price);
  const match = AUD_TEXT.exec(price);
  if (!match) return price;
  return `$${AUD.format(Number(match[1].replace(/,/g, '') + (match[2] ?? '')))}`;
}
