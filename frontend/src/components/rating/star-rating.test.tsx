import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const kinds = (container: HTMLElement) => [...container.querySelectorAll('[data-star]')].map((el) => el.getAttribute('data-star'));

describe('StarRating', () => {
  it('draws 4.5 as four full stars and a half star, read out as "Rated 4.5 out of 5"', () => {
    const { container } = render(<StarRating rating="4.5" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(kinds(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it.each([
    ['4.0', 'Rated 4 out of 5', ['full', 'full', 'full', 'full', 'empty']],
    [3.2, 'Rated 3.2 out of 5', ['full', 'full', 'full', 'empty', 'empty']],
    ['3.8', 'Rated 3.8 out of 5', ['full', 'full', 'full', 'full', 'empty']],
    ['★★★', 'Rated 3 out of 5', ['full', 'full', 'full', 'empty', 'empty']],
    [null, 'Rated 0 out of 5', ['empty', 'empty', 'empty', 'empty', 'empty']],
    ['9', 'Rated 5 out of 5', ['full', 'full', 'full', 'full', 'full']],
  ])('draws %p', (rating, label, expected) => {
    const { container } = render(<StarRating rating={rating} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(kinds(container)).toEqual(expected);
  });

  it('draws the five stars as one picture, each 1em square as before, side by side', () => {
    const { container } = render(<StarRating rating="3.5" />);
    const drawings = container.querySelectorAll('svg');
    expect(drawings).toHaveLength(1);
    expect(drawings[0]).toHaveAttribute('viewBox', '0 0 120 24');
    expect(drawings[0]!.style.width).toBe('5em');
    expect([...container.querySelectorAll('path')].map((path) => path.getAttribute('transform'))).toEqual([
      null,
      'translate(24 0)',
      'translate(48 0)',
      'translate(72 0)',
      'translate(96 0)',
    ]);
  });
});
