import { Inject, Injectable } from '@nestjs/common';
import { renderMarkup } from '@ddu/shared/markup/render-markup';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FeedsRepository } from './feeds.repository';
import { rssXml, type FeedItem } from './rss-xml';

/** Newest items in a feed: enough for any reader to catch up, small enough to stay light. */
const FEED_SIZE = 50;
const DEFAULT_AUTHOR = 'Dive Down Under Team';

/** Makes links and images in a body absolute: feed readers have no page to resolve site paths against. */
function absolutise(html: string, base: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

@Injectable()
export class FeedsService {
  constructor(
    private readonly feeds: FeedsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get base(): string {
    return this.config.publicUrl;
  }

  /** The body as the pages show it: the site's one light-markup renderer (shared with the frontend). */
  private html(content: string, bullets: boolean): string {
    return absolutise(renderMarkup(content, { bullets }), this.base);
  }

  async blogRss(): Promise<string> {
    const articles = await this.feeds.newestArticles(FEED_SIZE);
    const base = this.base;
    return rssXml({
      title: 'Dive Down Under – Diving Blog',
      link: `${base}/blog`,
      self: `${base}/rss.xml`,
      description: 'Dive safety advice, marine life guides, trip planning and Australian diving news.',
      items: articles.map((article): FeedItem => ({
        title: article.title,
        link: `${base}/blog/${encodeURIComponent(article.slug)}`,
        description: article.excerpt,
        contentHtml: this.html(article.content, true),
        category: article.category,
        author: article.author || DEFAULT_AUTHOR,
        published: article.createdAt,
      })),
    });
  }

  async reviewsRss(): Promise<string> {
    const reviews = await this.feeds.newestReviews(FEED_SIZE);
    const base = this.base;
    return rssXml({
      title: 'Dive Down Under – Gear Reviews',
      link: `${base}/gear-reviews`,
      self: `${base}/gear-reviews/rss.xml`,
      description: 'Honest, hands-on reviews of dive gear, tested in Australian waters.',
      items: reviews.map((review): FeedItem => ({
        title: review.title,
        link: `${base}/gear-reviews/${encodeURIComponent(review.slug)}`,
        description: review.excerpt,
        contentHtml: this.html(review.content, false),
        category: review.category,
        author: review.author || DEFAULT_AUTHOR,
        published: review.createdAt,
      })),
    });
  }
}
