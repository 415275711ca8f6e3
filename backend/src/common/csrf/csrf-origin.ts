/** Pure origin check behind the CSRF guard (see csrf.guard.ts for the policy). */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused to protect the admin area. ' +
  'Please make the change from the Dive Down Under site itself.';

export interface OriginFacts {
  method: string;
  /** The Origin header, or undefined when the client sent none. */
  origin?: string;
  /** The Referer header, used only when there is no Origin. */
  referer?: string;
  /** The host the request was addressed to ("example.com:8443"). */
  host?: string;
  /** Extra origins the owner allows (config.allowedOrigins), e.g. "https://www.divedownunder.com.au". */
  allowedOrigins: string[];
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * True when a request may proceed. Safe methods always may. A state-changing request may when its
 * Origin (or, without one, its Referer) is the request's own host or an allowed origin. A request
 * with neither header (curl, server-to-server) is allowed: browsers always send Origin on
 * cross-site writes, and the SameSite=Strict session cookie is the second layer.
 */
export function isSameOriginOrAllowed(facts: OriginFacts): boolean {
  if (!STATE_CHANGING.has(facts.method.toUpperCase())) return true;
  const claimed = facts.origin ?? facts.referer;
  if (claimed === undefined || claimed === '') return true;
  // "null" (sandboxed frames, privacy redirects) and non-web schemes cannot be vouched for.
  const origin = originOf(claimed);
  if (!origin) return false;
  if (facts.host && new URL(origin).host.toLowerCase() === facts.host.toLowerCase()) return true;
  return facts.allowedOrigins.some((allowed) => originOf(allowed) === origin);
}
