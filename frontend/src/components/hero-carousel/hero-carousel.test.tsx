import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { HeroSlide } from './carousel-state';
import { HeroCarousel } from './hero-carousel';

const slide = (id: string, videoUrl = `/videos/${id}.mp4`): HeroSlide => ({
  id,
  videoUrl,
  title: `Slide ${id}`,
  description: `About ${id}`,
  ctaText: 'Explore Dive Sites',
  ctaLink: '/dive-sites',
  posterImage: '/images/hero-poster.svg',
});

const activeTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

function renderCarousel(slides: HeroSlide[], autoplayInterval?: number) {
  return renderWithProviders(<HeroCarousel slides={slides} autoplayInterval={autoplayInterval} />);
}

describe('HeroCarousel', () => {
  let play: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows one slide without previous/next or dots, looping its muted video', () => {
    renderCarousel([slide('reef')]);
    expect(activeTitle()).toBe('Slide reef');
    expect(screen.queryByLabelText('Next slide')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Go to slide 1')).not.toBeInTheDocument();
    const video = screen.getByTestId('hero-video-reef') as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Explore Dive Sites' })).toHaveAttribute('href', '/dive-sites');
  });

  it('with several slides, shows the controls and moves with next, previous and the dots', () => {
    renderCarousel([slide('a'), slide('b'), slide('c')]);
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(activeTitle()).toBe('Slide b');
    fireEvent.click(screen.getByLabelText('Previous slide'));
    fireEvent.click(screen.getByLabelText('Previous slide'));
    expect(activeTitle()).toBe('Slide c');
    fireEvent.click(screen.getByLabelText('Go to slide 1'));
    expect(activeTitle()).toBe('Slide a');
    expect((screen.getByTestId('hero-video-a') as HTMLVideoElement).loop).toBe(false);
  });

  it('changes slides with a 1 second fade: the shown slide fades in as the other fades out', () => {
    renderCarousel([slide('a'), slide('b')]);
    // Both slides, the hidden one included (it is aria-hidden while it is faded out).
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    for (const el of [first, second]) expect(el).toHaveStyle({ transition: 'opacity 1000ms ease-in-out' });
    expect(first).toHaveStyle({ opacity: '1' });
    expect(second).toHaveStyle({ opacity: '0' });
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(first).toHaveStyle({ opacity: '0' });
    expect(second).toHaveStyle({ opacity: '1' });
  });

  it('advances every interval while playing, and stops when paused', () => {
    vi.useFakeTimers();
    renderCarousel([slide('a'), slide('b')], 10000);
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(activeTitle()).toBe('Slide b');
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(activeTitle()).toBe('Slide a');
    fireEvent.click(screen.getByLabelText('Pause'));
    act(() => {
      vi.advanceTimersByTime(30000);
    });
    expect(activeTitle()).toBe('Slide a');
    expect(screen.getByLabelText('Play')).toBeInTheDocument();
  });

  it('moves on when the video ends', () => {
    renderCarousel([slide('a'), slide('b')]);
    fireEvent.ended(screen.getByTestId('hero-video-a'));
    expect(activeTitle()).toBe('Slide b');
  });

  it('unmutes and mutes the video', () => {
    renderCarousel([slide('a')]);
    const video = screen.getByTestId('hero-video-a') as HTMLVideoElement;
    fireEvent.click(screen.getByLabelText('Unmute'));
    expect(video.muted).toBe(false);
    fireEvent.click(screen.getByLabelText('Mute'));
    expect(video.muted).toBe(true);
  });

  it('switches to paused when the browser refuses autoplay', async () => {
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    renderCarousel([slide('a')]);
    expect(await screen.findByLabelText('Play')).toBeInTheDocument();
  });

  it('keeps the poster and drops the media controls when the video cannot load', () => {
    renderCarousel([slide('a')]);
    const video = screen.getByTestId('hero-video-a') as HTMLVideoElement;
    fireEvent.error(video);
    expect(video).toHaveAttribute('poster', '/images/hero-poster.svg');
    expect(video).not.toHaveAttribute('src');
    expect(screen.queryByLabelText('Unmute')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pause')).not.toBeInTheDocument();
    expect(activeTitle()).toBe('Slide a');
  });

  it('shows only the poster for a slide without a video', () => {
    renderCarousel([slide('a', '')]);
    expect(screen.getByTestId('hero-video-a')).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
  });
});
