import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';
import type { PagePrefetch, PagePrefetchers } from './page-prefetch-types';

/** What a server render learns while loading a page's data: the HTTP status to answer with. */
export interface RenderContext {
  status: number;
}

/** Route `handle`: the page's module, so the server can preload its chunk (see entry-server). */
export interface PageHandle {
  page: string;
}

type PageModule = Record<string, unknown>;

interface PageDef {
  path: string;
  /** Source module under src/, also the key of its chunk in Vite's manifest. */
  page: string;
  load: () => Promise<PageModule>;
  exportName: string;
  /** Which server prefetcher loads the page's data (the prefetchers ship only in the server bundle). */
  prefetch?: keyof PagePrefetchers;
  /** Unknown paths: rendered with the not-found screen and answered 404. */
  notFound?: boolean;
}

const pages: PageDef[] = [
  {
    path: paths.home.path,
    page: 'src/features/home/home-page.tsx',
    load: () => import('@/features/home/home-page'),
    exportName: 'HomePage',
    prefetch: 'home',
  },
  {
    path: paths.shop.path,
    page: 'src/features/shop/shop-page.tsx',
    load: () => import('@/features/shop/shop-page'),
    exportName: 'ShopPage',
    prefetch: 'shop',
  },
  {
    path: paths.shopProduct.path,
    page: 'src/features/shop/shop-product-page.tsx',
    load: () => import('@/features/shop/shop-product-page'),
    exportName: 'ShopProductPage',
    prefetch: 'shopProduct',
  },
  {
    path: paths.gearReviews.path,
    page: 'src/features/gear-reviews/gear-reviews-page.tsx',
    load: () => import('@/features/gear-reviews/gear-reviews-page'),
    exportName: 'GearReviewsPage',
    prefetch: 'gearReviews',
  },
  {
    path: paths.gearReview.path,
    page: 'src/features/gear-reviews/gear-review-page.tsx',
    load: () => import('@/features/gear-reviews/gear-review-page'),
    exportName: 'GearReviewPage',
    prefetch: 'gearReview',
  },
  {
    path: paths.diveSites.path,
    page: 'src/features/dive-sites/dive-sites-page.tsx',
    load: () => import('@/features/dive-sites/dive-sites-page'),
    exportName: 'DiveSitesPage',
    prefetch: 'diveSites',
  },
  {
    path: paths.diveSite.path,
    page: 'src/features/dive-sites/dive-site-page.tsx',
    load: () => import('@/features/dive-sites/dive-site-page'),
    exportName: 'DiveSitePage',
    prefetch: 'diveSite',
  },
  {
    path: paths.diveSiteRegion.path,
    page: 'src/features/dive-sites/dive-site-region-page.tsx',
    load: () => import('@/features/dive-sites/dive-site-region-page'),
    exportName: 'DiveSiteRegionPage',
    prefetch: 'diveSiteRegion',
  },
  {
    path: paths.learnToDive.path,
    page: 'src/features/learn/learn-to-dive-page.tsx',
    load: () => import('@/features/learn/learn-to-dive-page'),
    exportName: 'LearnToDivePage',
  },
  {
    path: paths.blog.path,
    page: 'src/features/blog/blog-page.tsx',
    load: () => import('@/features/blog/blog-page'),
    exportName: 'BlogPage',
    prefetch: 'blog',
  },
  {
    path: paths.blogArticle.path,
    page: 'src/features/blog/blog-article-page.tsx',
    load: () => import('@/features/blog/blog-article-page'),
    exportName: 'BlogArticlePage',
    prefetch: 'blogArticle',
  },
  {
    path: paths.about.path,
    page: 'src/features/about/about-page.tsx',
    load: () => import('@/features/about/about-page'),
    exportName: 'AboutPage',
  },
  {
    path: paths.contact.path,
    page: 'src/features/contact/contact-page.tsx',
    load: () => import('@/features/contact/contact-page'),
    exportName: 'ContactPage',
  },
  {
    path: paths.affiliateDisclosure.path,
    page: 'src/features/legal/affiliate-disclosure-page.tsx',
    load: () => import('@/features/legal/affiliate-disclosure-page'),
    exportName: 'AffiliateDisclosurePage',
  },
  {
    path: paths.privacyPolicy.path,
    page: 'src/features/legal/privacy-policy-page.tsx',
    load: () => import('@/features/legal/privacy-policy-page'),
    exportName: 'PrivacyPolicyPage',
  },
  {
    path: paths.termsOfService.path,
    page: 'src/features/legal/terms-of-service-page.tsx',
    load: () => import('@/features/legal/terms-of-service-page'),
    exportName: 'TermsOfServicePage',
  },
  {
    path: paths.newsletterUnsubscribe.path,
    page: 'src/features/newsletter/unsubscribe-page.tsx',
    load: () => import('@/features/newsletter/unsubscribe-page'),
    exportName: 'UnsubscribePage',
  },
  {
    path: paths.newsletterConfirm.path,
    page: 'src/features/newsletter/confirm-page.tsx',
    load: () => import('@/features/newsletter/confirm-page'),
    exportName: 'ConfirmSubscriptionPage',
  },
  {
    path: paths.admin.path,
    page: 'src/features/admin/admin-page.tsx',
    load: () => import('@/features/admin/admin-page'),
    exportName: 'AdminPage',
  },
  {
    path: paths.adminDiveSites.path,
    page: 'src/features/admin/dive-sites/admin-dive-sites-page.tsx',
    load: () => import('@/features/admin/dive-sites/admin-dive-sites-page'),
    exportName: 'AdminDiveSitesPage',
  },
  {
    path: '*',
    page: 'src/app/not-found-page.tsx',
    load: () => import('./not-found-page'),
    exportName: 'NotFoundPage',
    notFound: true,
  },
];

/** Paths the server never renders: the admin area is client-only (and noindex). */
export function isClientOnlyPath(pathname: string): boolean {
  return pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
}

export interface RouteOptions {
  /** On the server: the request's query client, filled by each page's loader before rendering. */
  server?: { queryClient: QueryClient; context: RenderContext; prefetchers: PagePrefetchers };
}

function pageRoute(def: PageDef, options: RouteOptions): RouteObject {
  const handle: PageHandle = { page: def.page };
  const server = options.server;
  const route: RouteObject = {
    path: def.path,
    handle,
    // Each page is its own chunk; the browser resolves the first page's chunk before hydrating.
    lazy: async () => ({ Component: (await def.load())[def.exportName] as ComponentType }),
  };
  if (server) {
    route.loader = async ({ params, request }: LoaderFunctionArgs) => {
      if (def.notFound) server.context.status = 404;
      const prefetch: PagePrefetch | undefined = def.prefetch && server.prefetchers[def.prefetch];
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
