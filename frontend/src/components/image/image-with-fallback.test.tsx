import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const stateOf = (container: HTMLElement) => container.querySelector('[data-image-state]')?.getAttribute('data-image-state');

describe('ImageWithFallback', () => {
  it('shows a spinner while loading, then the image', () => {
    const { container } = render(<ImageWithFallback src="/images/blog/a.svg" alt="Reef" width={1200} height={600} />);
    expect(stateOf(container)).toBe('loading');
    expect(screen.getByLabelText('Loading image')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'Reef' }));
    expect(stateOf(container)).toBe('loaded');
    expect(screen.queryByLabelText('Loading image')).not.toBeInTheDocument();
  });

  it('shows "Image unavailable" when the image fails', () => {
    const { container } = render(<ImageWithFallback src="/broken.png" alt="Reef" width={400} height={224} />);
    fireEvent.error(screen.getByRole('img', { name: 'Reef' }));
    expect(stateOf(container)).toBe('failed');
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('shows the placeholder at once for an empty source, with custom texts', () => {
    render(
      <ImageWithFallback
        src=""
        alt="Mask"
        width={640}
        height={480}
        unavailableText="Review image unavailable"
        unavailableSubtext="Content still accessible"
      />,
    );
    expect(screen.getByText('Review image unavailable')).toBeInTheDocument();
    expect(screen.getByText('Content still accessible')).toBeInTheDocument();
  });

  it('starts over when the source changes', () => {
    const { container, rerender } = render(<ImageWithFallback src="/a.png" alt="A" width={4} height={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(stateOf(container)).toBe('failed');
    rerender(<ImageWithFallback src="/b.png" alt="A" width={4} height={3} />);
    expect(stateOf(container)).toBe('loading');
  });

  it('loads lazily unless it has priority', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" alt="A" width={4} height={3} />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
    rerender(<ImageWithFallback src="/a.png" alt="A" width={4} height={3} priority />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager');
  });
});
