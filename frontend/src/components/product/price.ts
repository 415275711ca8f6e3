const AUD = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1149.00" → "$1,149.00"; text that is not a number is shown as it is. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(value) ? `$${AUD.format(value)}` : String(price);
}
