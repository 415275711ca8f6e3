import { ipHostProblem } from '../common/validation/url-rules';
import { NotFoundException } from '@nestjs/common';
import { MAX_ID, STRICT_ID } from '@ddu/shared/text/path-id';
import { slugify } from '@ddu/shared/text/slug';
import type { ClicksRepository } from './clicks.repository';

export type TargetType = 'product' | 'review';

export interface AffiliateTarget {
  type: TargetType;
  id: number;
  /** The stored seller address: the only place a /go/ link ever sends anyone. */
  url: string;
}

export const GO_NOT_FOUND_MESSAGE = 'This shop link does not exist.';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Only absolute http(s) addresses naming a website are followed; anything else stored in a link field
 * (an IP address saved before the rule existed, too) is not a seller.
 */
export function isSellerUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s/]+/i.test(url.trim()) && ipHostProblem(url) === null;
}

function found(type: TargetType, id: number, url: string | undefined): AffiliateTarget {
  if (!isSellerUrl(url)) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  return { type, id, url: url.trim() };
}

/**
 * A product by id ("12") or by its name's slug ("shearwater-peregrine"; when two products share a
 * name, the older one). Numbers are ids: the site's own links always use them.
 */
export async function findProductTarget(links: ClicksRepository, target: string): Promise<AffiliateTarget> {
  if (STRICT_ID.test(target)) {
    const id = Number(target);
    const product = id <= MAX_ID ? await links.findProductLink(id) : null;
    if (!product) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
    return found('product', product.id, product.affiliateLink);
  }
  if (target.length > 191 || !SLUG.test(target)) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  const products = await links.findProductLinks();
  const product = products.find((p) => slugify(p.name) === target);
  if (!product) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  return found('product', product.id, product.affiliateLink);
}

/**
 * One seller's offer by its id: counted as a click on its product (the click report is per product),
 * sent to the offer's own seller page.
 */
export async function findOfferTarget(links: ClicksRepository, target: string): Promise<AffiliateTarget> {
  const id = STRICT_ID.test(target) ? Number(target) : null;
  const offer = id !== null && id <= MAX_ID ? await links.findOfferLink(id) : null;
  if (!offer) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  return found('product', offer.productId, offer.affiliateUrl);
}

/** A published review's purchase link, by the review's slug (a draft answers like a missing one). */
export async function findReviewTarget(links: ClicksRepository, slug: string): Promise<AffiliateTarget> {
  if (slug.length > 191 || !SLUG.test(slug)) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  const review = await links.findPublishedReviewLink(slug);
  if (!review) throw new NotFoundException(GO_NOT_FOUND_MESSAGE);
  return found('review', review.id, review.purchaseLink);
}
