/**
 * The sub-id a counted seller link (/go/…) hands the affiliate network, which the network's commission
 * report gives back with each sale: it names the product or review, the button (placement) and the
 * page, so earnings can be joined to them. Letters, digits, `-` and `_` only, at most about 40
 * characters, which every network we know accepts: `p12_shop-card_3fa9c2d1` is product 12's Check
 * Price button in the shop, on the page whose path hashes to 3fa9c2d1.
 */

/** FNV-1a, 32 bits, as 8 hex digits: short, and the same in the browser and on the server. */
export function pathHash(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface SubIdParts {
  targetType: 'product' | 'review';
  targetId: number;
  placement: string;
  /** pathHash of the page the link was on. */
  pageHash: string;
}

export function subIdOf(targetType: 'product' | 'review', targetId: number, placement: string, page: string): string {
  return `${targetType === 'product' ? 'p' : 'r'}${targetId}_${placement}_${pathHash(page)}`;
}

const SUB_ID = /^([pr])([1-9][0-9]{0,9})_([a-z][a-z-]{0,31})_([0-9a-f]{8})$/;

/** The parts of a sub-id this site made, or null (another site's, a typo, a blank cell). */
export function parseSubId(subId: string): SubIdParts | null {
  const match = SUB_ID.exec(subId.trim().toLowerCase());
  if (!match) return null;
  return { targetType: match[1] === 'p' ? 'product' : 'review', targetId: Number(match[2]), placement: match[3]!, pageHash: match[4]! };
}
