import type { HeroSlide } from '@/components/hero-carousel/carousel-state';
import { paths } from '@/config/paths';

/** The spec's home-page autoplay (the carousel's own default is 8 s). */
export const HOME_AUTOPLAY_MS = 10_000;

/**
 * The site ships a small, silent, looping clip made from our own hero illustration (public/videos);
 * the owner can set VITE_HERO_VIDEO_URL at build time to a hosted MP4 of real footage instead.
 * When the video cannot load (offline, blocked), the hero keeps its poster illustration.
 */
const heroVideoUrl = String(import.meta.env.VITE_HERO_VIDEO_URL ?? '').trim() || '/videos/hero-reef.mp4';

export const HOME_SLIDES: HeroSlide[] = [
  {
    id: 'discover-australia',
    videoUrl: heroVideoUrl,
    title: "Discover Australia's Best Scuba Diving Sites",
    description:
      'From the Great Barrier Reef to Ningaloo and the kelp forests of the south, find where to dive next, what you will see and the gear that gets you there.',
    ctaText: 'Explore Dive Sites',
    ctaLink: paths.diveSites.build(),
    posterImage: '/images/hero-poster.svg',
  },
];
