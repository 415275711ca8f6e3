import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';

/** React.lazy for a page module's named export, so each page is its own chunk. */
function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import('@/features/home/home-page'), 'HomePage');
const ShopPage = lazyPage(() => import('@/features/shop/shop-page'), 'ShopPage');
const ShopProductPage = lazyPage(() => import('@/features/shop/shop-product-page'), 'ShopProductPage');
const GearReviewsPage = lazyPage(() => import('@/features/gear-reviews/gear-reviews-page'), 'GearReviewsPage');
const GearReviewPage = lazyPage(() => import('@/features/gear-reviews/gear-review-page'), 'GearReviewPage');
const DiveSitesPage = lazyPage(() => import('@/features/dive-sites/dive-sites-page'), 'DiveSitesPage');
const DiveSitePage = lazyPage(() => import('@/features/dive-sites/dive-site-page'), 'DiveSitePage');
const LearnToDivePage = lazyPage(() => import('@/features/learn/learn-to-dive-page'), 'LearnToDivePage');
const BlogPage = lazyPage(() => import('@/features/blog/blog-page'), 'BlogPage');
const BlogArticlePage = lazyPage(() => import('@/features/blog/blog-article-page'), 'BlogArticlePage');
const AboutPage = lazyPage(() => import('@/features/about/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
const AffiliateDisclosurePage = lazyPage(
  () => import('@/features/legal/affiliate-disclosure-page'),
  'AffiliateDisclosurePage',
);
const PrivacyPolicyPage = lazyPage(() => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage');
const AdminPage = lazyPage(() => import('@/features/admin/admin-page'), 'AdminPage');
const AdminDiveSitesPage = lazyPage(() => import('@/features/admin/admin-dive-sites-page'), 'AdminDiveSitesPage');
const NotFoundPage = lazyPage(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless so a failing page renders its error inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.shop.path, element: <ShopPage /> },
          { path: paths.shopProduct.path, element: <ShopProductPage /> },
          { path: paths.gearReviews.path, element: <GearReviewsPage /> },
          { path: paths.gearReview.path, element: <GearReviewPage /> },
          { path: paths.diveSites.path, element: <DiveSitesPage /> },
          { path: paths.diveSite.path, element: <DiveSitePage /> },
          { path: paths.learnToDive.path, element: <LearnToDivePage /> },
          { path: paths.blog.path, element: <BlogPage /> },
          { path: paths.blogArticle.path, element: <BlogArticlePage /> },
          { path: paths.about.path, element: <AboutPage /> },
          { path: paths.contact.path, element: <ContactPage /> },
          { path: paths.affiliateDisclosure.path, element: <AffiliateDisclosurePage /> },
          { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },
          { path: paths.termsOfService.path, element: <TermsOfServicePage /> },
          { path: paths.admin.path, element: <AdminPage /> },
          { path: paths.adminDiveSites.path, element: <AdminDiveSitesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
