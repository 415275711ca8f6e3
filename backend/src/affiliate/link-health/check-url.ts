import * as http from 'node:http';
import * as https from 'node:https';
import { checkedLookup, ipLiteralOf, isPublicAddress, PrivateAddressError } from '../../common/network/public-address';

/** A desktop browser's agent: some shops answer scripts with 403 even when the page is fine. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * `broken`: the seller's server answered 4xx/5xx. `could_not_check`: no answer at all (DNS, timeout,
 * refused connection, TLS): that says nothing about the link — often our own server has no network.
 */
export type LinkOutcome = 'ok' | 'redirected' | 'broken' | 'could_not_check';

export interface UrlCheck {
  outcome: LinkOutcome;
  status: number | null;
  finalUrl: string;
  error: string;
}

/** Statuses some servers give HEAD but not GET: asked again with GET. */
const RETRY_WITH_GET = new Set([403, 405, 406, 429, 501]);

function siteOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Redirects followed before a link counts as broken. */
export const MAX_REDIRECTS = 5;

export interface CheckOptions {
  timeoutMs: number;
  /** Tests with local stub sellers only (ALLOW_PRIVATE_LINK_TARGETS): nothing is refused. */
  allowPrivateTargets?: boolean;
  /** Which addresses may be asked; public ones only unless a test narrows it further. */
  isAllowedAddress?: (address: string) => boolean;
}

interface Answer {
  status: number;
  location: string | undefined;
}

/** The host of `url` may be asked: a public IP literal, or a name (its addresses are checked as it is resolved). */
export function refuseInternal(url: URL, options: CheckOptions): void {
  if (options.allowPrivateTargets) return;
  const ip = ipLiteralOf(url.hostname);
  if (ip !== null && !(options.isAllowedAddress ?? isPublicAddress)(ip)) throw new PrivateAddressError(url.hostname, ip);
}

/** One request, no redirect followed; the body is never read. */
function requestOnce(url: URL, method: 'HEAD' | 'GET', options: CheckOptions): Promise<Answer> {
  refuseInternal(url, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        // Every address the name resolves to is checked before connecting, and the connection uses those very addresses.
        lookup: options.allowPrivateTargets ? undefined : checkedLookup(options.isAllowedAddress),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        res.resume();
        res.destroy();
        const location = res.headers.location;
        resolve({ status: res.statusCode ?? 0, location: Array.isArray(location) ? location[0] : location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Follows at most MAX_REDIRECTS redirects by hand, checking each new address before it is asked. */
async function request(url: string, method: 'HEAD' | 'GET', options: CheckOptions): Promise<{ status: number; url: string }> {
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(current, method, options);
    if (answer.status < 300 || answer.status >= 400 || answer.status === 304 || !answer.location) {
      return { status: answer.status, url: current.href };
    }
    if (hop >= MAX_REDIRECTS) throw new Error(`More than ${MAX_REDIRECTS} redirects`);
    const next = new URL(answer.location, current);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new Error(`Redirected to a ${next.protocol} address`);
    current = next;
  }
}

/** Network error codes in words the owner can act on (the code stays at the end for support). */
const NETWORK_ERRORS: Record<string, string> = {
  ENOTFOUND: 'The address could not be looked up (no DNS answer: our server may be offline, or the domain is gone)',
  EAI_AGAIN: 'The address could not be looked up (DNS did not answer: our server may be offline)',
  ECONNREFUSED: "The seller's server refused the connection",
  ECONNRESET: 'The connection was cut',
  ENETUNREACH: 'Our server has no network route',
  EHOSTUNREACH: "The seller's server cannot be reached",
};

export function describe(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: string; message?: string }; message?: string };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'No answer in time';
  if (error instanceof PrivateAddressError) return `Refused: ${error.message}`.slice(0, 255);
  // fetch-style errors carry the code in `cause`, node:http's on the error itself.
  const code = err?.cause?.code ?? (error as { code?: string })?.code;
  if (code && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  return (code ?? err?.cause?.message ?? err?.message ?? String(error)).slice(0, 255);
}

/**
 * Asks a seller link whether it still works: HEAD first, GET when HEAD is refused or fails,
 * at most five redirects followed by hand, each request bounded by `timeoutMs`. No request goes to
 * an internal address: IP literals and every resolved address are checked, on every redirect too.
 * "redirected" means the redirects ended on another site (often a shop's home page when the product
 * is gone).
 */
export async function checkUrl(url: string, options: CheckOptions): Promise<UrlCheck> {
  let response: { status: number; url: string } | null = null;
  let error = '';
  try {
    response = await request(url, 'HEAD', options);
  } catch (headError) {
    error = describe(headError);
  }
  if (!response || RETRY_WITH_GET.has(response.status)) {
    try {
      response = await request(url, 'GET', options);
      error = '';
    } catch (getError) {
      if (!response) return { outcome: 'could_not_check', status: null, finalUrl: '', error: describe(getError) || error };
    }
  }
  if (!response) return { outcome: 'could_not_check', status: null, finalUrl: '', error };
  const finalUrl = (response.url || url).slice(0, 2048);
  if (response.status >= 400) return { outcome: 'broken', status: response.status, finalUrl, error: '' };
  const outcome: LinkOutcome = siteOf(finalUrl) === siteOf(url) ? 'ok' : 'redirected';
  return { outcome, status: response.status, finalUrl, error: '' };
}
