import { excerptFromContent } from './markup-text';

/**
 * Articles and reviews share the spec's excerpt length and slug rule. The admin form and the API
 * both import it (`@ddu/shared/text/slug`), so they default to exactly the same slug and excerpt.
 */
export const EXCERPT_LENGTH = 150;

/** URL slug from a title: "Australia's Best Wreck Dives!" → "australias-best-wreck-dives"; lowercase, punctuation removed, whitespace and hyphen runs → one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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
