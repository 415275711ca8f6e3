import { excerptFromContent } from '@/components/markup/markup-text';

export const EXCERPT_LENGTH = 150;

/** URL slug from a title: "Australia's Best Wreck Dives!" → "australias-best-wreck-dives". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "Café" → "cafe", not "caf"
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The excerpt saved when the admin leaves it empty: the first 150 characters of the body's text
 * (light markup stripped, so cards never show "##" or "<img …>"), cut at a word, plus "..." when longer.
 */
export function defaultExcerpt(content: string): string {
  return excerptFromContent(content, EXCERPT_LENGTH);
}
