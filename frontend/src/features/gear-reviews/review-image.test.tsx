import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewImage } from './review-image';

describe('ReviewImage', () => {
  it("tints the picture with its gear family's filter", () => {
    render(<ReviewImage review={{ imageUrl: '/images/blog/reef.svg', title: 'A mask for small faces', category: 'Masks' }} />);
    expect(getComputedStyle(screen.getByRole('img', { name: 'A mask for small faces' })).filter).toBe('saturate(1.1) hue-rotate(-5deg)');
  });

  it('leaves a picture of no known family untinted', () => {
    render(<ReviewImage review={{ imageUrl: '/images/blog/reef.svg', title: 'Dive log book', category: 'Accessories' }} />);
    expect(getComputedStyle(screen.getByRole('img', { name: 'Dive log book' })).filter).toBe('none');
  });
});
