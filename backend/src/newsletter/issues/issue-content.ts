import { truncateText } from '@ddu/shared/text/truncate-text';
import { mediaVariantUrl, parseMediaUrl } from '@ddu/shared/media/media-names';
import { absoluteUrl } from '../markup-blocks';
import { FeaturedIds, FeaturedRows } from './newsletter-issues.repository';

/** One featured item as the e-mail shows it: every address absolute. */
export interface FeaturedItem {
  title: string;
  text: string;
  url: string;
  imageUrl: string | null;
  /** A review's seller link, through the counted /go/ redirect with the newsletter placement. */
  sellerUrl?: string;
  sellerLabel?: string;
}

export interface IssueContent {
  articles: FeaturedItem[];
  reviews: FeaturedItem[];
  diveSites: FeaturedItem[];
}

/**
 * Images in e-mail must be absolute and in a format every mail client shows: an uploaded photo's
 * 960-pixel JPEG variant, a pasted JPEG/PNG as it is; anything else (the bundled SVG art) is left out.
 */
export function emailImageUrl(url: string | null | undefined, publicUrl: string): string | null {
  if (!url) return null;
  const media = parseMediaUrl(url);
  if (media) return absoluteUrl(mediaVariantUrl(media, 960, 'jpg'), publicUrl) ?? null;
  return /\.(?:jpe?g|png)$/i.test(url) ? (absoluteUrl(url, publicUrl) ?? null) : null;
}

/** The seller link of a review as sent in issue `issueId`: counted under the newsletter placement. */
export function newsletterGoLink(publicUrl: string, reviewSlug: string, issueId: number): string {
  return `${publicUrl}/go/reviews/${encodeURIComponent(reviewSlug)}?from=newsletter&page=${encodeURIComponent(issuePage(issueId))}`;
}

/** The `page` a newsletter's seller clicks are recorded under, so the report can count one issue's clicks. */
export function issuePage(issueId: number): string {
  return `/newsletter/issues/${issueId}`;
}

function byIds<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => found.get(id)).filter((r): r is T => r !== undefined);
}

/** The published items an issue features (`rows`, as loaded), in the owner's order; unpublished or deleted ones are skipped. */
export function issueContent(
  { articles, reviews, sites }: FeaturedRows,
  ids: FeaturedIds,
  publicUrl: string,
  issueId: number,
): IssueContent {
  return {
    articles: byIds(articles, ids.articleIds).map((a) => ({
      title: a.title,
      text: a.excerpt,
      url: `${publicUrl}/blog/${encodeURIComponent(a.slug)}`,
      imageUrl: emailImageUrl(a.imageUrl, publicUrl),
    })),
    reviews: byIds(reviews, ids.reviewIds).map((r) => ({
      title: r.title,
      text: r.excerpt,
      url: `${publicUrl}/gear-reviews/${encodeURIComponent(r.slug)}`,
      imageUrl: emailImageUrl(r.imageUrl, publicUrl),
      ...(/^https?:\/\//i.test(r.purchaseLink ?? '')
        ? {
            sellerUrl: newsletterGoLink(publicUrl, r.slug, issueId),
            sellerLabel: r.price ? `Check the price (${r.price})` : 'Check the price',
          }
        : {}),
    })),
    diveSites: byIds(sites, ids.diveSiteIds).map((s) => ({
      title: s.name,
      text: `${s.region}. ${truncateText(s.description, 220)}`,
      url: `${publicUrl}/dive-sites/${s.id}`,
      imageUrl: emailImageUrl(s.imageUrl, publicUrl),
    })),
  };
}
