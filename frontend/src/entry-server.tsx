/**
 * Server rendering of the public pages (built by `vite build --ssr` into dist-server/, loaded by the
 * API server). Each request: the matched page's loader fills a fresh query cache through the API,
 * the same React tree as the browser's renders to HTML, and the cache is handed to the browser so
 * it hydrates without asking for the same data again.
 */
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { setApiFetchTransport } from '@/api/http';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutes, isClientOnlyPath, resolveLazyRoutes, type PageHandle, type RenderContext } from '@/app/routes';
import { setMarkupRenderer } from '@/components/markup/markup-content';
import { renderMarkup } from '@ddu/shared/markup/render-markup';
import type { RenderedPage, ServerBundle, ServerRenderOptions } from '@ddu/shared/pages/render-contract';
import { setSiteOrigin, siteOrigin } from '@/config/site-origin';
import { createServerStyleCache, styleTags } from '@/ssr/emotion';
import { dehydrateQueries, serialisePageState, type PageState } from '@/ssr/page-state';
import { splitHoistedHead } from '@/ssr/split-head';

export { isClientOnlyPath };

let configured = false;

// Article and review bodies render in the same pass as the page (the browser loads the renderer lazily).
setMarkupRenderer(renderMarkup);

export function configureServerRendering(options: ServerRenderOptions): void {
  setSiteOrigin(options.origin);
  setApiFetchTransport(options.transport);
  configured = true;
}

/**
 * The whole page at once, every lazy part and boundary complete and in place: no inline streaming
 * scripts (which the CSP would block) and nothing left for search engines or link previews to wait for.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    // Every Suspense boundary (see HydrateApart) inline, where it stands: React would otherwise send a
    // large one after the rest, with an inline script to move it into place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(prelude).text();
}

/** Renders one public URL (path and query, e.g. "/blog/some-post"). */
export async function renderPage(url: string): Promise<RenderedPage> {
  if (!configured) throw new Error('configureServerRendering() must run before renderPage()');
  const queryClient = createQueryClient();
  const context: RenderContext = { status: 200 };
  const routes = createRoutes({ server: { queryClient, context } });
  const requestUrl = new URL(url, 'http://localhost');
  await resolveLazyRoutes(routes, requestUrl.pathname);
  const handler = createStaticHandler(routes);
  const request = new Request(requestUrl, { method: 'GET' });
  const routerContext = await handler.query(request);
  if (routerContext instanceof Response) {
    return {
      status: routerContext.status,
      head: '',
      html: '',
      state: '',
      pages: [],
      redirect: { status: routerContext.status, location: routerContext.headers.get('location') ?? '/' },
    };
  }
  const staticContext: StaticHandlerContext = routerContext;
  const router = createStaticRouter(handler.dataRoutes, staticContext);

  const cache = createServerStyleCache();
  const rendered = await renderToHtml(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const { hoisted, body } = splitHoistedHead(rendered);
  const pageState: PageState = {
    origin: siteOrigin(),
    queries: dehydrateQueries(queryClient),
    // Sent in the page's JSON state instead of React Router's inline script, which the CSP would block.
    router: { loaderData: staticContext.loaderData, actionData: staticContext.actionData, errors: null },
  };
  const status = staticContext.statusCode !== 200 ? staticContext.statusCode : context.status;
  return {
    status,
    head: `${hoisted}${styleTags(cache, body)}`,
    html: body,
    state: serialisePageState(pageState),
    pages: staticContext.matches.flatMap((match) => {
      const handle = match.route.handle as PageHandle | undefined;
      return handle?.page ? [handle.page] : [];
    }),
  };
}

// The server loads this bundle by the shared contract (@ddu/shared/pages/render-contract): held to it here.
({ configureServerRendering, renderPage, isClientOnlyPath }) satisfies ServerBundle;
