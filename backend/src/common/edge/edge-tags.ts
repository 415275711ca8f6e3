import { CONTENT_TOPICS, ContentTopic, Topic } from '../content-versions/content-topics';

/** On every tagged answer: one tag that purges the whole site at the edge (after a deploy, by hand). */
export const SITE_TAG = 'site';

/**
 * The tags a shared cache files an answer under: the content topics it is built from (`'all'`, the
 * server-rendered pages, stands for every topic) plus the site tag. A write purges the topics it
 * bumped, the same unit the in-process cache drops by, so the header stays a handful of short words
 * whatever the answer holds (at most eight, under 80 bytes), far inside Fastly's 16 KB and
 * Cloudflare's 16 KB limits.
 */
export function edgeTags(topics: readonly Topic[]): string[] {
  const expanded: readonly ContentTopic[] = topics.includes('all') ? CONTENT_TOPICS : (topics as ContentTopic[]);
  return [...new Set<string>(expanded)].sort().concat(SITE_TAG);
}

/** `Surrogate-Key` (Varnish, Fastly: space-separated) and `Cache-Tag` (Cloudflare: comma-separated). */
export function edgeTagHeaders(topics: readonly Topic[]): Record<'surrogate-key' | 'cache-tag', string> {
  const tags = edgeTags(topics);
  return { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') };
}
