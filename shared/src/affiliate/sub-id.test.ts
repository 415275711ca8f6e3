import { describe, expect, it } from 'vitest';
import { parseSubId, pathHash, subIdOf } from './sub-id';

describe('sub-id', () => {
  it('names the product, the button and the page, and reads back', () => {
    const subId = subIdOf('product', 12, 'shop-card', '/shop');
    expect(subId).toMatch(/^p12_shop-card_[0-9a-f]{8}$/);
    expect(parseSubId(subId)).toEqual({ targetType: 'product', targetId: 12, placement: 'shop-card', pageHash: pathHash('/shop') });
  });

  it('tells pages apart and reads a review link', () => {
    expect(pathHash('/blog/a')).not.toBe(pathHash('/blog/b'));
    expect(parseSubId(' R3_review-box_0000abcd ')).toEqual({
      targetType: 'review',
      targetId: 3,
      placement: 'review-box',
      pageHash: '0000abcd',
    });
  });

  it('refuses what this site did not make', () => {
    for (const bad of ['', 'abc', 'p0_shop-card_00000000', 'p1_shop card_00000000', 'x1_shop-card_00000000', 'p1_shop-card_0000000g']) {
      expect(parseSubId(bad)).toBeNull();
    }
  });
});
