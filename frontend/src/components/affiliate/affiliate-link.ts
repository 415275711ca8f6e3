import { getGoToProductSellerUrl, getGoToReviewSellerUrl } from '@/api/generated/endpoints/affiliate/affiliate';
import type { GoToProductSellerFrom } from '@/api/generated/models';
import { pathSegment } from '@/config/paths';

/** rel for every link to a seller: paid link (sponsored), no window.opener, no referrer. */
export const AFFILIATE_REL = 'sponsored noopener noreferrer';

/** Where on the site a seller link sits: the server counts clicks per placement. */
export type AffiliatePlacement = GoToProductSellerFrom;

/** True for an http(s) address we may send a visitor to. */
export function isOpenableLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

/**
 * Every seller link goes through the site's /go/ address, which counts the click and redirects to
 * the stored seller address. `page` is the path of the page the link is on (the link carries it
 * because rel="noreferrer" keeps the browser from saying).
 */
export function productGoLink(productId: number, from: AffiliatePlacement, page: string): string {
  return getGoToProductSellerUrl(String(productId), { from, page });
}

export function reviewGoLink(reviewSlug: string, from: AffiliatePlacement, page: string): string {
  return getGoToReviewSellerUrl(pathSegment(reviewSlug), { from, page });
}

/** Seller address → counted link, for seller links inside article and review bodies. */
export function bodyGoLinks(
  links: readonly { url: string; goPath: string }[] | undefined,
  from: AffiliatePlacement,
  page: string,
): ReadonlyMap<string, string> | undefined {
  if (!links?.length) return undefined;
  const query = new URLSearchParams({ from, page }).toString();
  return new Map(links.map((link) => [link.url, `${link.goPath}?${query}`]));
}
