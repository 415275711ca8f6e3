import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation, in the spec's order; the mobile menu uses the same list. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home.build() },
  { label: 'Shop', to: paths.shop.build() },
  { label: 'Gear Reviews', to: paths.gearReviews.build() },
  { label: 'Dive Sites', to: paths.diveSites.build() },
  { label: 'Learn to Dive', to: paths.learnToDive.build() },
  { label: 'Blog', to: paths.blog.build() },
  { label: 'About', to: paths.about.build() },
  { label: 'Contact', to: paths.contact.build() },
];

/** Home is active only on the exact root; every other item while the path starts with its own. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === paths.home.path) return pathname === paths.home.path;
  return pathname.startsWith(itemPath);
}

/** Eight links plus the search box need a wide screen; below this breakpoint the header collapses into toggles. */
export const DESKTOP = 'lg';
export const MOBILE_SEARCH_ID = 'mobile-search-panel';
export const MOBILE_MENU_ID = 'mobile-menu-panel';
