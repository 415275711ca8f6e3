import type { PageAnswer } from '../price-checks/fetch-page';

/** Why an address gave no feed, in words the owner can act on; the status stays at the end for support. */
function statusInWords(status: number): string {
  if (status >= 500) return `the network's server had a fault (error ${status}); the next try may work`;
  if (status === 404 || status === 410) return `nothing is at this address (error ${status}); check the feed address with the network`;
  if (status === 401 || status === 403) return `the network refused to give it (error ${status}); the address may need its access key`;
  if (status === 429) return 'the network asked us to wait (error 429); try again later';
  return `the address gave something other than the feed (error ${status})`;
}

/**
 * The sentence for a feed whose address gave no feed, or null when it gave one (a 2xx answer, even
 * an empty one: the feed's own checks then say what is wrong with it).
 */
export function feedFetchFailure(page: PageAnswer): string | null {
  if (!page.error && page.status !== null && page.status >= 200 && page.status < 300) return null;
  const reason = page.error ? page.error.charAt(0).toLowerCase() + page.error.slice(1) : statusInWords(page.status ?? 0);
  return `The feed could not be fetched: ${reason}. Prices stay as they were.`;
}
