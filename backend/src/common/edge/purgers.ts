import type { PurgerConfig } from '../../config/app-config';

/** Sends one purge of `tags`; throws a PurgeRefusedError (or a network error) when it did not take. */
export interface Purger {
  readonly name: string;
  purge(tags: readonly string[]): Promise<void>;
}

export class PurgeRefusedError extends Error {}

/** Tags are content topics: plain lower-case words, so they go into a header, a ban regex or JSON unescaped. */
const TAG = /^[a-z0-9-]{1,64}$/;

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 200);
    throw new PurgeRefusedError(`${init.method} ${new URL(url).host} answered ${response.status}${body ? `: ${body}` : ''}`);
  }
  return response;
}

/**
 * Varnish: an HTTP `BAN` to each server with the tags in `Surrogate-Key`; deploy/varnish/default.vcl
 * turns it into a ban on every object whose Surrogate-Key holds one of them (no vmod needed).
 */
function varnish(urls: readonly string[], timeoutMs: number): Purger {
  return {
    name: 'varnish',
    async purge(tags) {
      // Every server must drop its copies; one that refuses fails the purge, which is retried for all.
      await Promise.all(urls.map((url) => call(`${url}/`, { method: 'BAN', headers: { 'surrogate-key': tags.join(' ') } }, timeoutMs)));
    },
  };
}

/** Fastly: purge by surrogate key, several keys in one call (POST /service/{id}/purge, `surrogate_keys`). */
function fastly(apiUrl: string, serviceId: string, token: string, timeoutMs: number): Purger {
  return {
    name: 'fastly',
    async purge(tags) {
      await call(
        `${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`,
        {
          method: 'POST',
          headers: { 'fastly-key': token, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ surrogate_keys: tags }),
        },
        timeoutMs,
      );
    },
  };
}

/** Cloudflare: purge by Cache-Tag (POST /zones/{id}/purge_cache, `tags`); a 200 with `success: false` is a refusal too. */
function cloudflare(apiUrl: string, zoneId: string, token: string, timeoutMs: number): Purger {
  return {
    name: 'cloudflare',
    async purge(tags) {
      const response = await call(
        `${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags }),
        },
        timeoutMs,
      );
      const answer = (await response.json().catch(() => null)) as { success?: boolean; errors?: { message?: string }[] } | null;
      if (answer?.success !== true) {
        throw new PurgeRefusedError(
          `Cloudflare did not purge: ${answer?.errors?.map((e) => e.message).join('; ') || 'no success in its answer'}`,
        );
      }
    },
  };
}

export function createPurger(config: PurgerConfig, timeoutMs: number): Purger {
  switch (config.kind) {
    case 'varnish':
      return varnish(config.urls, timeoutMs);
    case 'fastly':
      return fastly(config.apiUrl, config.serviceId, config.token, timeoutMs);
    case 'cloudflare':
      return cloudflare(config.apiUrl, config.zoneId, config.token, timeoutMs);
  }
}

/** The tags of several queued purges as one purge: each tag once, only well-formed ones. */
export function mergeTags(lists: readonly string[]): string[] {
  return [...new Set(lists.flatMap((list) => list.split(' ')).filter((tag) => TAG.test(tag)))].sort();
}
