import { ArticleCategory } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { oneOfCodec } from '@/lib/use-address-state';

/** The article categories, in the order the blog's topic cards show them. */
export const BLOG_CATEGORIES: readonly ArticleCategory[] = Object.values(ArticleCategory);

export const CATEGORY_TEXT: Record<ArticleCategory, string> = {
  Safety: 'Dive planning, gas management, stinger season and the habits that bring every diver home.',
  'Marine Life': 'Grey nurse sharks, weedy sea dragons, manta rays and where to meet them respectfully.',
  'Dive Sites': 'Wrecks, jetties, reefs and walls around Australia, with the conditions to expect.',
  'Gear Reviews': 'What we learned diving with masks, computers, BCDs and wetsuits in Australian water.',
  Tips: 'Buoyancy, air, photos and trip planning: small habits that make a better dive.',
  News: 'New sites, reopened jetties, wreck sinkings and gear releases from around Australia.',
};

const CATEGORY_PARAM = 'category';

/** The blog list shown for one category (`/blog?category=Safety`), or every article (null). */
export const blogCategoryCodec = oneOfCodec(CATEGORY_PARAM, BLOG_CATEGORIES, null);

export function blogCategoryPath(category: ArticleCategory): string {
  return `${paths.blog.build()}?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}
