import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppImage, resolveImageSrc } from './app-image';

const stateOf = (container: HTMLElement) => container.querySelector('[data-image-state]')?.getAttribute('data-image-state');

describe('resolveImageSrc', () => {
  it('uses the bundled illustration for a known model, whatever the stored URL', () => {
    expect(resolveImageSrc('https://cdn.example.com/p.jpg', 'Shearwater Perdix 2 Review', { width: 640 })).toBe(
      '/images/gear/shearwater-perdix-2.svg',
    );
  });

  it('asks other hosts for a resized variant and leaves site paths alone', () => {
    expect(resolveImageSrc('https://images.unsplash.com/photo-1', 'Mask', { width: 400, height: 224 })).toContain('w=400');
    expect(resolveImageSrc('/images/gear/mask.svg', 'Mask', { width: 400 })).toBe('/images/gear/mask.svg');
    expect(resolveImageSrc('  ', undefined, {})).toBe('');
  });
});

describe('AppImage', () => {
  it('goes from loading to loaded', () => {
    const { container } = render(<AppImage src="/images/gear/mask.svg" alt="Mask" width={400} height={224} />);
    expect(stateOf(container)).toBe('loading');
    fireEvent.load(screen.getByRole('img', { name: 'Mask' }));
    expect(stateOf(container)).toBe('loaded');
  });

  it('says "Image unavailable" for an empty source', () => {
    render(<AppImage src="" alt="Mask" width={400} height={224} />);
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('uses the review wording when a review image fails', () => {
    render(<AppImage src="/images/x.png" alt="Fins" width={640} height={480} variant="review" />);
    fireEvent.error(screen.getByRole('img', { name: 'Fins' }));
    expect(screen.getByText('Review image unavailable')).toBeInTheDocument();
    expect(screen.getByText('Content still accessible')).toBeInTheDocument();
  });

  it('starts over when the source changes after a failure', () => {
    const { container, rerender } = render(<AppImage src="/images/broken.png" alt="Fins" width={400} height={224} />);
    fireEvent.error(screen.getByRole('img', { name: 'Fins' }));
    expect(stateOf(container)).toBe('failed');
    rerender(<AppImage src="/images/gear/fins.svg" alt="Fins" width={400} height={224} />);
    expect(stateOf(container)).toBe('loading');
    expect(screen.getByRole('img', { name: 'Fins' })).toHaveAttribute('src', '/images/gear/fins.svg');
  });
});
