import { siteOrigin } from '@/config/site-origin';

export type ReviewLinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where "Read Dive Site Review" goes: a page of this site stays in the app, an http(s) address
 * opens in a new tab; anything else (javascript:, mailto:, junk) gets no button at all.
 */
export function reviewLinkTarget(link: string | null | undefined): ReviewLinkTarget | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return { kind: 'internal', to: text };
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin === siteOrigin()) {
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}
