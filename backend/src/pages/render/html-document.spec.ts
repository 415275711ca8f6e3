import { createHash } from 'node:crypto';
import { BOOT_LOADER_CSP_SOURCE } from './boot-loader';
import { buildHtmlDocument } from './html-document';

const TEMPLATE = [
  '<!doctype html><html><head><title>Dive Down Under</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('buildHtmlDocument', () => {
  const rendered = buildHtmlDocument(TEMPLATE, {
    head: '<title>Shop</title>',
    body: '<main>Masks</main>',
    state: '{"queries":[]}',
    preload: ['/assets/shop-page-1.js', '/assets/kit-2.js'],
  });

  it('names no script in the head of a rendered page: its scripts wait for the first paint', () => {
    const head = rendered.slice(0, rendered.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(rendered).toContain('<div id="root"><main>Masks</main></div>');
  });

  it('lists the entry first, then the chunks, for the boot loader after the page state', () => {
    const list = /<script type="application\/json" id="ddu-scripts">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/index-abc.js', '/assets/shop-page-1.js', '/assets/kit-2.js']);
    expect(rendered.indexOf('id="ddu-state"')).toBeLessThan(rendered.indexOf('id="ddu-scripts"'));
  });

  it('carries exactly the inline script the Content-Security-Policy allows by its hash', () => {
    const inline = [...rendered.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(
      `'sha256-${createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64')}'`,
    ).toBe(BOOT_LOADER_CSP_SOURCE);
  });

  it('keeps the entry tag as it is, and its preloads at low priority, on a page with nothing to paint (the admin area)', () => {
    const shell = buildHtmlDocument(TEMPLATE, { head: '', body: '', state: '', preload: ['/assets/admin-1.js'] });
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(shell).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/admin-1.js">');
    expect(shell).not.toContain('ddu-scripts');
  });
});
