'use strict';

/**
 * Clearly fake products, articles and reviews for the benchmark ("Synthetic Bench Review 00042"),
 * short enough that a 10,000-row list stays a few megabytes, deterministic so every run measures
 * the same bytes.
 */
const PRODUCT_CATEGORIES = ['masks', 'fins', 'snorkels', 'wetsuits', 'bcds', 'regulators', 'computers', 'accessories'];
const REVIEW_CATEGORIES = ['BCDs', 'Dive Computers', 'Masks & Fins', 'Wetsuits', 'Cameras', 'Regulators'];
const ARTICLE_CATEGORIES = ['Dive Sites', 'Tips', 'Gear', 'Marine Life'];

const pad = (i) => String(i + 1).padStart(5, '0');

function syntheticProducts(count) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Synthetic Bench Product ${pad(i)}`,
    category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length],
    description: `A made-up product used only to benchmark the shop with ${count} products (#${pad(i)}).`,
    price: (10 + (i % 990) + 0.95).toFixed(2),
    rating: (3 + (i % 21) / 10).toFixed(1),
    reviewCount: i % 500,
    affiliateLink: '',
    imageUrl: '/images/products/mask.svg',
    featured: i % 1000 === 0,
  }));
}

function syntheticArticles(count) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Synthetic Bench Article ${pad(i)}`,
    slug: `synthetic-bench-article-${pad(i)}`,
    excerpt: `A made-up article used only to benchmark the blog (#${pad(i)}).`,
    content: `Not a real article. It exists so the blog list holds ${count} entries during the benchmark.`,
    category: ARTICLE_CATEGORIES[i % ARTICLE_CATEGORIES.length],
    imageUrl: '/images/blog/night-dive.svg',
    author: 'Benchmark',
    published: true,
  }));
}

function syntheticReviews(count) {
  return Array.from({ length: count }, (_, i) => ({
    title: `Synthetic Bench Review ${pad(i)}`,
    slug: `synthetic-bench-review-${pad(i)}`,
    excerpt: `A made-up review used only to benchmark the gear reviews (#${pad(i)}).`,
    content: `Not a real review. It exists so the review list holds ${count} entries during the benchmark.`,
    category: REVIEW_CATEGORIES[i % REVIEW_CATEGORIES.length],
    imageUrl: '/images/reviews/regulator.svg',
    price: `$${100 + (i % 900)} AUD`,
    purchaseLink: 'https://shop.example.com.au/bench',
    rating: String(1 + (i % 5)),
    author: 'Benchmark',
    published: true,
    featured: false,
  }));
}

module.exports = { syntheticProducts, syntheticArticles, syntheticReviews };
