import * as http from 'node:http';
import * as https from 'node:https';
import { checkedLookup } from '../../common/network/public-address';
import { BROWSER_AGENT, CheckOptions, describe, MAX_REDIRECTS, refuseInternal } from '../link-health/check-url';

export interface PageAnswer {
  /** The last answer's status; null when there was none (timeout, refused, a redirect loop). */
  status: number | null;
  finalUrl: string;
  /** The page's HTML (at most maxBytes of it); '' unless the answer was a 2xx. */
  html: string;
  /** Why there is no page, in words; '' when there is one. */
  error: string;
}

export interface FetchOptions extends CheckOptions {
  maxBytes: number;
}

interface Hop {
  status: number;
  location: string | undefined;
  html: string;
}

/** One GET, no redirect followed; a 2xx body is read up to maxBytes, the rest is not downloaded. */
function getOnce(url: URL, options: FetchOptions): Promise<Hop> {
  refuseInternal(url, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity' },
        lookup: options.allowPrivateTargets ? undefined : checkedLookup(options.isAllowedAddress),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = Array.isArray(res.headers.location) ? res.headers.location[0] : res.headers.location;
        if (status < 200 || status >= 300) {
          res.resume();
          res.destroy();
          return resolve({ status, location, html: '' });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough of the page: schema.org data sits in the head or near the product, never megabytes down.
          if (size >= options.maxBytes) res.destroy();
        });
        const done = () => resolve({ status, location, html: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8') });
        res.on('end', done);
        res.on('close', done);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A seller page, as a browser would get it: at most MAX_REDIRECTS redirects followed by hand, every
 * address checked before it is asked (never an internal one), each request bounded by timeoutMs.
 */
export async function fetchPage(url: string, options: FetchOptions): Promise<PageAnswer> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { status: null, finalUrl: url, html: '', error: 'Not a web address' };
  }
  try {
    for (let hop = 0; ; hop++) {
      const answer = await getOnce(current, options);
      if (answer.status < 300 || answer.status >= 400 || answer.status === 304 || !answer.location) {
        return { status: answer.status, finalUrl: current.href, html: answer.html, error: '' };
      }
      if (hop >= MAX_REDIRECTS) return { status: null, finalUrl: current.href, html: '', error: `More than ${MAX_REDIRECTS} redirects` };
      const next = new URL(answer.location, current);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new Error(`Redirected to a ${next.protocol} address`);
      current = next;
    }
  } catch (error) {
    return { status: null, finalUrl: current.href, html: '', error: describe(error) };
  }
}
