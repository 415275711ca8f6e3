/** What an article can name: a published review (its product name is the title before "Review"). */
export interface MentionableReview {
  slug: string;
  title: string;
}

export interface MentionableProduct {
  id: number;
  name: string;
}

export interface ArticleMention {
  kind: 'review' | 'product';
  /** The product's name as we list it. */
  name: string;
  /** Site path: /gear-reviews/{slug} or /shop/{id}. */
  path: string;
}

/** At most this many links under an article: a reading list, not a catalogue. */
export const MAX_MENTIONS = 6;

/** Words that name a kind of gear: an article may say "the Apeks XTX50" for "Apeks XTX50 Regulator". */
const GEAR_WORDS = new Set(['regulator', 'bcd', 'mask', 'fins', 'snorkel', 'steamer', 'suit', 'kit', 'computer', 'camera']);

/** The product a review is about: "Mares Puck Pro+ Review: An Affordable…" → "Mares Puck Pro+". */
export function reviewedProductName(title: string): string {
  const match = /^(.+?)\s+review\b/i.exec(title);
  return (match ? match[1] : title).trim();
}

/**
 * The ways an article may write a product's name: in full, without the brand ("Perdix 2" for
 * "Shearwater Perdix 2"), and without a trailing kind of gear ("Apeks XTX50"). Shortened forms must
 * keep four characters and a letter, so "D5" alone never matches.
 */
export function nameForms(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const forms = new Set<string>([words.join(' ')]);
  const withoutGear = GEAR_WORDS.has(words[words.length - 1]?.toLowerCase() ?? '') ? words.slice(0, -1) : words;
  forms.add(withoutGear.join(' '));
  if (withoutGear.length > 1) forms.add(withoutGear.slice(1).join(' '));
  return [...forms].filter((form) => form.length >= 4 && /\p{L}/u.test(form));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words only, any case: "Teric" is not found in "hysteric". */
function names(content: string, form: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'iu').test(content);
}

/**
 * The reviews and products an article names, in the order they first appear. A product we reviewed
 * is linked once, to its review; one we only sell links to the shop.
 */
export function findMentions(
  content: string,
  reviews: readonly MentionableReview[],
  products: readonly MentionableProduct[],
): ArticleMention[] {
  const found: (ArticleMention & { at: number; forms: string[] })[] = [];
  const firstAt = (forms: string[]) => {
    const positions = forms.filter((form) => names(content, form)).map((form) => content.toLowerCase().indexOf(form.toLowerCase()));
    return positions.length > 0 ? Math.min(...positions.filter((p) => p >= 0)) : -1;
  };
  for (const review of reviews) {
    const name = reviewedProductName(review.title);
    const forms = nameForms(name);
    const at = firstAt(forms);
    if (at >= 0) found.push({ kind: 'review', name, path: `/gear-reviews/${encodeURIComponent(review.slug)}`, at, forms });
  }
  const reviewed = found.map((mention) => mention.forms.map((form) => form.toLowerCase()));
  for (const product of products) {
    const forms = nameForms(product.name);
    const covered = reviewed.some((reviewForms) => forms.some((form) => reviewForms.includes(form.toLowerCase())));
    if (covered) continue;
    const at = firstAt(forms);
    if (at >= 0) found.push({ kind: 'product', name: product.name, path: `/shop/${product.id}`, at, forms });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_MENTIONS)
    .map(({ kind, name, path }) => ({ kind, name, path }));
}
