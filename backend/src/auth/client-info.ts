import { ClientInfo } from './admin-session.service';
import { clientKey } from './client-key';

interface RequestLike {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The client as the server can trust it: Fastify's request.ip honours X-Forwarded-For only from the
 * proxies in TRUST_PROXY, so a forged header from anyone else changes nothing.
 */
export function clientInfo(request: RequestLike): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ipAddress: request.ip || 'unknown', userAgent: (Array.isArray(ua) ? ua[0] : ua) ?? '' };
}

/** What every per-client limit counts under: the trusted address, an IPv6 client as its /64 (see clientKey). */
export function clientLimitKey(request: RequestLike): string {
  return clientKey(clientInfo(request).ipAddress);
}
