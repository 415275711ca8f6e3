/** "https://www.scubawarehouse.com.au/x" → "scubawarehouse.com.au": a first offer's seller name until the owner gives one. */
export function sellerNameFromUrl(url: string): string {
  try {
    const host = new URL(url.trim()).hostname.toLowerCase().replace(/^www\./, '');
    return host.slice(0, 100) || 'Seller';
  } catch {
    return 'Seller';
  }
}
