/**
 * What a public answer is built from. Every admin write bumps the version of the topics it touched;
 * a cached answer depends on one or more topics and is dropped when any of them changes.
 */
export const CONTENT_TOPICS = ['articles', 'reviews', 'products', 'locations', 'dive-sites', 'sitemap', 'pages'] as const;

export type ContentTopic = (typeof CONTENT_TOPICS)[number];

/** A cached answer may also depend on `'all'`: any content change drops it (server-rendered HTML). */
export type Topic = ContentTopic | 'all';

export function isContentTopic(value: string): value is ContentTopic {
  return (CONTENT_TOPICS as readonly string[]).includes(value);
}
