export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
}

const STAR_CHARACTER = /[★⭐]/gu;

function ratingValue(rating: string | number | null | undefined): number {
  if (typeof rating === 'number') return rating;
  if (!rating) return 0;
  // Reviews may store the rating as star characters ("★★★★"): count them.
  const stars = rating.match(STAR_CHARACTER);
  if (stars) return stars.length;
  return Number.parseFloat(rating);
}

/** Splits a rating ("4.5", "4.50", 4, "★★★★") into stars out of `max`, rounded to the nearest half. */
export function starParts(rating: string | number | null | undefined, max = 5): StarParts {
  const value = ratingValue(rating);
  const clamped = Number.isNaN(value) ? 0 : Math.min(Math.max(value, 0), max);
  const rounded = Math.round(clamped * 2) / 2;
  const full = Math.floor(rounded);
  const half = rounded > full;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}
