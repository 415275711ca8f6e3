import { specFieldsOf } from '@ddu/shared/products/product-specs';
import type {
  ArticleDto,
  CreateArticleDto,
  CreateProductDto,
  CreateReviewDto,
  ProductResponseDto,
  ReviewResponseDto,
} from '@/api/generated/models';
import { ArticleCategory, CreateProductDtoCategory, CreateReviewDtoCategory } from '@/api/generated/models';
import { defaultExcerpt } from '@ddu/shared/text/slug';

/** Pure form logic of the admin tabs: defaults, required fields and the payloads the API expects. */

export const MISSING_INFO_TITLE = 'Missing Information';
export const MISSING_INFO_TEXT = 'Please fill in all required fields.';

export const DEFAULT_PRODUCT_RATING = 4.5;
export const DEFAULT_REVIEW_COUNT = 100;
export const PRODUCT_DESCRIPTION_CUT = 100;

export const ARTICLE_CATEGORIES = Object.values(ArticleCategory);
export const REVIEW_CATEGORIES = Object.values(CreateReviewDtoCategory);
export const PRODUCT_CATEGORIES = Object.values(CreateProductDtoCategory).map((value) => ({
  value,
  label: value === 'computers' ? 'Dive Computers' : value === 'bcds' ? 'BCDs' : value.charAt(0).toUpperCase() + value.slice(1),
}));
export const REVIEW_RATINGS = ['★', '★★', '★★★', '★★★★', '★★★★★'];
/** "No rating" is a named option because a dropdown option may not carry an empty value (spec). */
export const NO_RATING = 'none';

/** The rating dropdown's value for the form's rating ('' = no rating). */
export function ratingOption(rating: string): string {
  return rating || NO_RATING;
}

/** How many stars a rating names: "★★★" and "3" are 3, "4.5" is 4.5; null for anything else. */
export function ratingStars(rating: string): number | null {
  const text = rating.trim();
  if (/^★{1,5}$/.test(text)) return text.length;
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value >= 0 && value <= 5 ? value : null;
}

/**
 * The rating dropdown's choices: one to five stars, plus the stored rating when it is a number such
 * as "4.5" (the seeded reviews and the API take those), shown as stars and kept as it is on save.
 */
export function ratingChoices(current: string): { value: string; label: string }[] {
  const choices = REVIEW_RATINGS.map((r) => ({ value: r, label: `${r} (${r.length} of 5)` }));
  const stars = ratingStars(current);
  if (stars === null || REVIEW_RATINGS.includes(current)) return choices;
  const drawn = '★'.repeat(Math.floor(stars)) + (stars % 1 >= 0.5 ? '½' : '');
  return [...choices, { value: current, label: `${drawn} (${stars} of 5)` }].sort((a, b) => ratingStars(a.value)! - ratingStars(b.value)!);
}

/** The form's rating for a dropdown value. */
export function ratingFromOption(option: string): string {
  return option === NO_RATING ? '' : option;
}

/** The editor's text fields of an article: the publishable fields an owner types (the rest are set by actions). */
export type ArticleForm = Record<'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'imageUrl' | 'author', string>;

export const emptyArticleForm: ArticleForm = { title: '', slug: '', excerpt: '', content: '', category: '', imageUrl: '', author: '' };

export interface ReviewForm extends ArticleForm {
  price: string;
  rating: string;
  purchaseLink: string;
}

export const emptyReviewForm: ReviewForm = { ...emptyArticleForm, price: '', rating: '', purchaseLink: '' };

export interface ProductForm {
  name: string;
  category: string;
  description: string;
  price: string;
  rating: string;
  imageUrl: string;
  affiliateLink: string;
  reviewCount: string;
  /** Our review's id, '' for none. */
  reviewId: string;
  /** Key specs by field, as typed. */
  specs: Record<string, string>;
}

export const emptyProductForm: ProductForm = {
  name: '',
  category: '',
  description: '',
  price: '',
  rating: '',
  imageUrl: '',
  affiliateLink: '',
  reviewCount: '',
  reviewId: '',
  specs: {},
};

const filled = (value: string) => value.trim() !== '';

export function isArticleComplete(form: ArticleForm): boolean {
  return [form.title, form.content, form.category, form.imageUrl].every(filled);
}

export function isReviewComplete(form: ReviewForm): boolean {
  return [form.title, form.content, form.category, form.price, form.purchaseLink, form.imageUrl].every(filled);
}

export function isProductComplete(form: ProductForm): boolean {
  return [form.name, form.category, form.description, form.price, form.imageUrl].every(filled);
}

export function articlePayload(form: ArticleForm, published: boolean): CreateArticleDto {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt.trim() || defaultExcerpt(form.content),
    content: form.content,
    category: form.category as CreateArticleDto['category'],
    imageUrl: form.imageUrl.trim(),
    author: form.author.trim(),
    published,
  };
}

export function reviewPayload(form: ReviewForm, published: boolean): CreateReviewDto {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt.trim() || defaultExcerpt(form.content),
    content: form.content,
    category: form.category as CreateReviewDto['category'],
    price: form.price.trim(),
    rating: form.rating.trim() || null,
    purchaseLink: form.purchaseLink.trim(),
    imageUrl: form.imageUrl.trim(),
    author: form.author.trim(),
    published,
    featured: false,
  };
}

function numberOr(value: string, fallback: number): number {
  const parsed = Number(value.trim());
  return value.trim() === '' || !Number.isFinite(parsed) ? fallback : parsed;
}

export function productPayload(form: ProductForm, featured: boolean): CreateProductDto {
  return {
    name: form.name.trim(),
    category: form.category as CreateProductDto['category'],
    description: form.description.trim(),
    price: form.price.trim(),
    rating: numberOr(form.rating, DEFAULT_PRODUCT_RATING),
    imageUrl: form.imageUrl.trim(),
    affiliateLink: form.affiliateLink.trim(),
    reviewCount: Math.max(0, Math.round(numberOr(form.reviewCount, DEFAULT_REVIEW_COUNT))),
    featured,
    reviewId: form.reviewId === '' ? null : Number(form.reviewId),
    // Only the chosen category's fields, blanks dropped (the API refuses other fields).
    specs: Object.fromEntries(
      specFieldsOf(form.category).flatMap((field) => {
        const value = (form.specs[field.key] ?? '').trim();
        return value ? [[field.key, value]] : [];
      }),
    ),
  };
}

export function articleToForm(article: ArticleDto): ArticleForm {
  const { title, slug, excerpt, content, category, imageUrl, author } = article;
  return { title, slug, excerpt, content, category, imageUrl, author };
}

export function reviewToForm(review: ReviewResponseDto): ReviewForm {
  const { title, slug, excerpt, content, category, imageUrl, author, price, purchaseLink } = review;
  return { title, slug, excerpt, content, category, imageUrl, author, price, purchaseLink, rating: review.rating ?? '' };
}

export function productToForm(product: ProductResponseDto): ProductForm {
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    price: product.price,
    // The stored seller rating: `rating` is our review's when the product is linked to one.
    rating: product.sellerRating,
    imageUrl: product.imageUrl,
    affiliateLink: product.affiliateLink,
    reviewCount: String(product.reviewCount),
    reviewId: product.reviewId === null ? '' : String(product.reviewId),
    specs: Object.fromEntries(product.specs.map((spec) => [spec.key, spec.value])),
  };
}

/** The product list shows the description cut to 100 characters. */
export function cutDescription(description: string): string {
  return description.length > PRODUCT_DESCRIPTION_CUT ? `${description.slice(0, PRODUCT_DESCRIPTION_CUT)}...` : description;
}
