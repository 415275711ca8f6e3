/**
 * Cuts a plain text to at most `max` characters (the ellipsis included) between words, never inside
 * a word or a number: "The deepest point is 6.9 m" never becomes "…is 6.9…" nor "…is 6.…". A number
 * left last is dropped too, so it is never parted from its unit ("6.9" without its "m" reads as a
 * cut number). Spaces are collapsed; trailing punctuation gives way to the ellipsis.
 */
export const ELLIPSIS = '…';

const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(/&]+$/u;
const HAS_DIGIT = /\d/;

export function truncateText(text: string | null | undefined, max: number): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const room = Math.max(0, max - ELLIPSIS.length);
  const words = plain.slice(0, room).split(' ');
  // The last piece is whole only when the text breaks right after it.
  if (plain[room] !== ' ') words.pop();
  while (words.length > 1 && HAS_DIGIT.test(words[words.length - 1]!)) words.pop();
  let kept = words.join(' ').slice(0, room).replace(TRAILING_PUNCTUATION, '');
  // One word longer than the room: nothing whole fits, so it is cut where it must be.
  if (kept === '') kept = plain.slice(0, room).trimEnd();
  return `${kept}${ELLIPSIS}`;
}
