import type { DiveSiteResponseDto } from '@/api/generated/models';

/** A dive site as the API answers it, for unit tests: a beginner reef with no photo, video or review. */
export function makeDiveSite(overrides: Partial<DiveSiteResponseDto> = {}): DiveSiteResponseDto {
  return {
    id: 1,
    name: 'Julian Rocks',
    region: 'Byron Bay',
    latitude: '-28.61300000',
    longitude: '153.62800000',
    description: 'A reef with grey nurse sharks.',
    skillLevel: 'Beginner',
    depthRange: '5-24m',
    waterTemp: '19-26°C',
    visibility: null,
    bestTime: 'All year',
    marineLife: null,
    hazards: null,
    facilities: null,
    imageUrl: null,
    imageAlt: null,
    videoUrl: null,
    videoThumbnail: null,
    reviewLink: null,
    featured: false,
    ...overrides,
  };
}
