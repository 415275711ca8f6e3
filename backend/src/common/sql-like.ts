/**
 * The LIKE escape character. Not a backslash: MySQL and SQLite disagree on backslashes inside string
 * literals, while '!' means the same single character to both.
 */
export const LIKE_ESCAPE = '!';

/** Escapes LIKE wildcards so user text matches literally (the queries declare ESCAPE '!'). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (ch) => `${LIKE_ESCAPE}${ch}`);
}
