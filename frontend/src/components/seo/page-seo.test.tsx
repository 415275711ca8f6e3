import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageSeo } from './page-seo';
import { metaDescription, pageTitle, serialiseJsonLd } from './seo-helpers';

const renderInRouter = (element: ReactElement) => renderWithProviders(element);
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageSeo', () => {
  it('puts the title, description, share tags and JSON-LD on the page', () => {
    const { container, unmount } = renderInRouter(
      <PageSeo
        title="Dive Gear Shop"
        description="Masks, fins and computers."
        path="/shop"
        image="/images/gear/mask.svg"
        jsonLd={{ '@type': 'ItemList', name: '</script><b>' }}
      />,
    );
    expect(document.title).toBe('Dive Gear Shop | Dive Down Under');
    expect(meta('meta[name="description"]')).toBe('Masks, fins and computers.');
    expect(meta('meta[property="og:title"]')).toBe('Dive Gear Shop | Dive Down Under');
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/shop`);
    // An SVG is no share card: the site's raster default is used instead.
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/og/default.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script!.textContent!)).toEqual({ '@type': 'ItemList', name: '</script><b>' });
    unmount();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('marks not-found screens noindex without a canonical link', () => {
    renderInRouter(<PageSeo title="Review Not Found" noIndex />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('seo helpers', () => {
  it('builds titles and escapes JSON-LD', () => {
    expect(pageTitle('Dive Down Under')).toBe('Dive Down Under');
    expect(pageTitle('Shop')).toBe('Shop | Dive Down Under');
    // The home page's title leads with the brand and is not suffixed again.
    expect(pageTitle('Dive Down Under – Australian Dive Sites & Gear Reviews')).toBe(
      'Dive Down Under – Australian Dive Sites & Gear Reviews',
    );
    expect(serialiseJsonLd({ a: '<' })).toBe('{"a":"\\u003c"}');
  });

  it('cuts long descriptions at a word boundary', () => {
    const text = `${'word '.repeat(50)}`;
    const cut = metaDescription(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(metaDescription('  short   text ')).toBe('short text');
  });
});
