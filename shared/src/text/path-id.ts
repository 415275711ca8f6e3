/**
 * The one rule for an id in an address (`/api/products/7`, `/shop/7`, `/dive-sites/7`), shared by
 * the API and the frontend (`@ddu/shared/text/path-id`) so the server and the browser agree on every spelling:
 * `/shop/007` is not found on either side.
 */

/** The largest value of the tables' signed INT primary keys. */
export const MAX_ID = 2_147_483_647;

/**
 * The one spelling of a path id: decimal digits without a sign, a leading zero, a fraction or an
 * exponent. Number() alone would read "0x10", "+16", "016.0" and "1e1" as ids too.
 */
export const STRICT_ID = /^[1-9][0-9]*$/;

/** Why `value` is not a path id, or null when it is one. */
export function pathIdProblem(value: unknown): 'id must be a positive whole number' | 'id is too large' | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !STRICT_ID.test(text)) return 'id must be a positive whole number';
  return Number(text) > MAX_ID ? 'id is too large' : null;
}

/** The id an address segment names, or null when the segment is not a path id. */
export function parsePathId(segment: string | undefined): number | null {
  return segment !== undefined && pathIdProblem(segment) === null ? Number(segment) : null;
}
