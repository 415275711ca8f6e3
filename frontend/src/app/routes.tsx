import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';
import type { PagePrefetch } from '@/lib/page-prefetch';

/** What a server render learns while loading a page's data: the HTTP status to answer with. */
export interface RenderContext {
  status: number;
}

/** Route `handle`: the page's module, so the server can preload its chunk (see entry-server). */
export interface PageHandle {
  page: string;
}

/** What a page module offers the router: its component, and its server prefetch when it shows API data. */
type PageModule = Record<string, unknown> & { prefetch?: PagePrefetch };

/**
 * Every page module, loaded on demand (each is its own chunk): a route names its module by its path
 * under src/, which is also its key in Vite's manifest (the server preloads the chunks of the pages
 * it renders). Public pages live in src/features/<area>/<name>-page.tsx.
 */
const pageModules = import.meta.glob<PageModule>(['/src/features/**/*-page.tsx', '/src/app/not-found-page.tsx']);

interface PageDef {
  path: string;
  /** The page module, under src/ without `.tsx`. */
  page: string;
  /** The page module's component. */
  component: string;
  /** Unknown paths: rendered with the not-found screen and answered 404. */
  notFound?: boolean;
}

const pages: PageDef[] = [
  { path: paths.home.path, page: 'features/home/home-page', component: 'HomePage' },
  { path: paths.shop.path, page: 'features/shop/shop-page', component: 'ShopPage' },
  { path: paths.shopProduct.path, page: 'features/shop/shop-product-page', component: 'ShopProductPage' },
  { path: paths.gearReviews.path, page: 'features/gear-reviews/gear-reviews-page', component: 'GearReviewsPage' },
  { path: paths.gearReview.path, page: 'features/gear-reviews/gear-review-page', component: 'GearReviewPage' },
  { path: paths.diveSites.path, page: 'features/dive-sites/dive-sites-page', component: 'DiveSitesPage' },
  { path: paths.diveSite.path, page: 'features/dive-sites/dive-site-page', component: 'DiveSitePage' },
  { path: paths.diveSiteRegion.path, page: 'features/dive-sites/dive-site-region-page', component: 'DiveSiteRegionPage' },
  { path: paths.diveSiteState.path, page: 'features/dive-sites/states/dive-site-state-page', component: 'DiveSiteStatePage' },
  { path: paths.learnToDive.path, page: 'features/learn/learn-to-dive-page', component: 'LearnToDivePage' },
  { path: paths.blog.path, page: 'features/blog/blog-page', component: 'BlogPage' },
  { path: paths.blogArticle.path, page: 'features/blog/blog-article-page', component: 'BlogArticlePage' },
  { path: paths.search.path, page: 'features/search/search-page', component: 'SearchPage' },
  { path: paths.about.path, page: 'features/about/about-page', component: 'AboutPage' },
  { path: paths.contact.path, page: 'features/contact/contact-page', component: 'ContactPage' },
  { path: paths.affiliateDisclosure.path, page: 'features/legal/affiliate-disclosure-page', component: 'AffiliateDisclosurePage' },
  { path: paths.privacyPolicy.path, page: 'features/legal/privacy-policy-page', component: 'PrivacyPolicyPage' },
  { path: paths.termsOfService.path, page: 'features/legal/terms-of-service-page', component: 'TermsOfServicePage' },
  { path: paths.newsletterUnsubscribe.path, page: 'features/newsletter/unsubscribe-page', component: 'UnsubscribePage' },
  { path: paths.newsletterConfirm.path, page: 'features/newsletter/confirm-page', component: 'ConfirmSubscriptionPage' },
  { path: paths.admin.path, page: 'features/admin/admin-page', component: 'AdminPage' },
  { path: paths.adminDiveSites.path, page: 'features/admin/dive-sites/admin-dive-sites-page', component: 'AdminDiveSitesPage' },
  { path: '*', page: 'app/not-found-page', component: 'NotFoundPage', notFound: true },
];

/** Paths the server never renders: the admin area is client-only (and noindex). */
export function isClientOnlyPath(pathname: string): boolean {
  return pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
}

export interface RouteOptions {
  /** On the server: the request's query client, filled by each page's loader before rendering. */
  server?: { queryClient: QueryClient; context: RenderContext };
}

function loadPage(def: PageDef): () => Promise<PageModule> {
  const load = pageModules[`/src/${def.page}.tsx`];
  if (!load) throw new Error(`Route ${def.path}: no page module src/${def.page}.tsx`);
  return load;
}

function pageRoute(def: PageDef, options: RouteOptions): RouteObject {
  const load = loadPage(def);
  const handle: PageHandle = { page: `src/${def.page}.tsx` };
  const server = options.server;
  const route: RouteObject = {
    path: def.path,
    handle,
    // Each page is its own chunk; the browser resolves the first page's chunk before hydrating.
    lazy: async () => ({ Component: (await load())[def.component] as ComponentType }),
  };
  if (server) {
    // The server loads the page's data before rendering; the browser's pages load their own.
    route.loader = async ({ params, request }: LoaderFunctionArgs) => {
      if (def.notFound) server.context.status = 404;
      const { prefetch } = await load();
      if (prefetch) {
        const status = await prefetch({ queryClient: server.queryClient, params, url: new URL(request.url) });
        if (status !== 200) server.context.status = status;
      }
      return null;
    };
  }
  return route;
}

/** The site's routes; the same tree renders on the server and hydrates in the browser. */
export function createRoutes(options: RouteOptions = {}): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          // Pathless so a failing page renders its error inside the header and footer.
          errorElement: <RouteErrorPage />,
          children: pages.map((def) => pageRoute(def, options)),
        },
      ],
    },
  ];
}

/**
 * Loads the code of the pages a URL shows before the first render, on the server and before the
 * browser hydrates: a page still on its way would render the loading fallback instead of the
 * server's HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string | { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
