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

  it("draws the loading spinner as MUI's CircularProgress does: 28 px, a 3.6 stroke in a 44-unit box", () => {
    render(<ImageWithFallback src="/a.png" alt="A" width={4} height={3} />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading image' });
    expect(spinner.querySelector('svg')).toHaveAttribute('viewBox', '22 22 44 44');
    const circle = spinner.querySelector('circle');
    expect(circle).toHaveAttribute('r', '20.2');
    expect(circle).toHaveAttribute('stroke-width', '3.6');
    expect(getComputedStyle(spinner).width).toBe('28px');
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

describe('ImageWithFallback with an uploaded photo', () => {
  const url = '/media/0123456789abcdef-1600x1067/1600.jpg';

  it('renders <picture> with AVIF, WebP and JPEG widths, the intrinsic size and the page sizes', () => {
    const { container } = render(<ImageWithFallback src={url} alt="Reef" width={16} height={9} sizes="(min-width: 600px) 50vw, 100vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('/media/0123456789abcdef-1600x1067/480.avif 480w'));
    expect(sources[1]).toHaveAttribute('sizes', '(min-width: 600px) 50vw, 100vw');
    const img = screen.getByRole('img', { name: 'Reef' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/media/0123456789abcdef-1600x1067/960.jpg');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('1600.jpg 1600w'));
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('leaves a pasted address as a plain <img>', () => {
    const { container } = render(<ImageWithFallback src="https://example.com/reef.jpg" alt="Reef" width={4} height={3} priority />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Reef' })).toHaveAttribute('fetchpriority', 'high');
  });

  it("gives one of the site's illustrations its WebP pictures on a phone, the SVG staying the <img>'s own source", () => {
    const sizes = '(min-width: 600px) 50vw, 100vw';
    const { container } = render(
      <ImageWithFallback src="/images/gear/suunto-d5.svg" alt="Suunto D5" width={400} height={224} sizes={sizes} />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    // On a phone's screen only: larger screens draw the vector, sharp at any size.
    expect(source).toHaveAttribute('media', '(max-width: 599.95px)');
    expect(source).toHaveAttribute('srcset', '/images/gear/suunto-d5.480.webp 480w, /images/gear/suunto-d5.960.webp 960w');
    expect(source).toHaveAttribute('sizes', sizes);
    const img = screen.getByRole('img', { name: 'Suunto D5' });
    expect(img).toHaveAttribute('src', '/images/gear/suunto-d5.svg');
    expect(img).not.toHaveAttribute('sizes');
  });
});
