/** rel for every link to a seller: paid link (sponsored), no window.opener, no referrer. */
export const AFFILIATE_REL = 'sponsored noopener noreferrer';

/** True for an http(s) address we may send a visitor to. */
export function isOpenableLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim());
}

/** Opens a seller's page in a new window that cannot reach back to this one and gets no referrer. */
export function openAffiliateLink(url: string | null | undefined): void {
  if (!isOpenableLink(url)) return;
  window.open(url.trim(), '_blank', 'noopener,noreferrer');
}
