/*
 * A stand-in for frontend/dist-server/entry-server.cjs in API tests (laid out by ../stub-frontend.ts): the page cache, the render gate
 * and the miss budget are the server's, so they are tested without building the frontend. Each page
 * asks the real API for its data through the server's in-process transport, like the real bundle.
 * `globalThis.__stubRenders` lists the addresses rendered; `__stubRenderDelayMs` slows each render.
 */
let transport = null;
globalThis.__stubRenders = [];

const KNOWN = /^\/(|shop|gear-reviews|dive-sites|blog|about|contact|learn-to-dive|newsletter\/unsubscribe)$/;

module.exports = {
  configureServerRendering(options) {
    transport = options.transport;
  },
  isClientOnlyPath(pathname) {
    return pathname === '/admin' || pathname.startsWith('/admin/');
  },
  async renderPage(url) {
    globalThis.__stubRenders.push(url);
    const delay = globalThis.__stubRenderDelayMs || 0;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const { pathname, search } = new URL(url, 'http://localhost');
    const products = await transport('/api/products', { method: 'GET' });
    const names = (await products.json()).map((p) => p.name).join(', ');
    const found = KNOWN.test(pathname);
    const padding = 'Dive sites, gear and articles from around Australia. '.repeat(40);
    return {
      status: found ? 200 : 404,
      head: `<title>${found ? 'Page' : 'Page not found'}</title>`,
      html: `<main><h1>${found ? pathname : 'Page not found'}</h1><p>${search}</p><p>${names}</p><p>${padding}</p></main>`,
      state: '{}',
      pages: [],
    };
  },
};
