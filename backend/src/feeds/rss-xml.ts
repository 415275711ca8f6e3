import { cdata, escapeXml } from '../common/xml/xml-text';

/** RSS 2.0 with full text (content:encoded), every link absolute. */
export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page. */
  link: string;
  /** Plain-text summary. */
  description: string;
  /** Full text as HTML. */
  contentHtml: string;
  category: string;
  author: string;
  published: Date;
}

export interface Feed {
  title: string;
  /** Absolute URL of the page the feed follows. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  description: string;
  items: FeedItem[];
}

export function rssXml(feed: Feed): string {
  const newest = feed.items[0]?.published ?? new Date(0);
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <pubDate>${item.published.toUTCString()}</pubDate>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <category>${escapeXml(item.category)}</category>
      <description>${escapeXml(item.description)}</description>
      <content:encoded>${cdata(item.contentHtml)}</content:encoded>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feed.description)}</description>
    <language>en-AU</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
