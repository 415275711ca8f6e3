import type { HeroSlide } from '@/components/hero-carousel/carousel-state';
import { paths } from '@/config/paths';

/** The spec's home-page autoplay (the carousel's own default is 8 s). */
export const HOME_AUTOPLAY_MS = 10_000;

/**
 * No video file ships with the site: the owner can set VITE_HERO_VIDEO_URL at build time to a
 * hosted MP4. Without one, or when it cannot load, the hero shows its poster illustration.
 */
const heroVideoUrl = String(import.meta.env.VITE_HERO_VIDEO_URL ?? '').trim();

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
