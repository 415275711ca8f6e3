/**
 * The site's public address for absolute links (canonical, Open Graph, JSON-LD). The server sets it
 * from PUBLIC_URL and hands it to the browser with the page, so both render the same links and no
 * request's Host header ever becomes a link.
 */
let configuredOrigin: string | null = null;

export function setSiteOrigin(origin: string): void {
  configuredOrigin = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  if (configuredOrigin) return configuredOrigin;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
