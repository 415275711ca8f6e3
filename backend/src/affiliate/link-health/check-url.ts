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

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
  // Only the status matters: the body is never read.
  await response.body?.cancel().catch(() => undefined);
  return response;
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

function describe(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: string; message?: string }; message?: string };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'No answer in time';
  const code = err?.cause?.code;
  if (code && NETWORK_ERRORS[code]) return `${NETWORK_ERRORS[code]} (${code})`;
  return (code ?? err?.cause?.message ?? err?.message ?? String(error)).slice(0, 255);
}

/**
 * Asks a seller link whether it still works: HEAD first, GET when HEAD is refused or fails,
 * redirects followed, each request bounded by `timeoutMs`. "redirected" means the redirects ended on
 * another site (often a shop's home page when the product is gone).
 */
export async function checkUrl(url: string, timeoutMs: number): Promise<UrlCheck> {
  let response: Response | null = null;
  let error = '';
  try {
    response = await request(url, 'HEAD', timeoutMs);
  } catch (headError) {
    error = describe(headError);
  }
  if (!response || RETRY_WITH_GET.has(response.status)) {
    try {
      response = await request(url, 'GET', timeoutMs);
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
