/**
 * Featured destinations shown on the home page of a fresh install. Conditions are broad
 * seasonal ranges, not guarantees: visitors should always check with local operators.
 */

export type SeedDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface SeedLocation {
  name: string;
  region: string;
  description: string;
  waterTemp: string;
  visibility: string;
  bestTime: string;
  depth: string;
  difficulty: SeedDifficulty;
  imageUrl: string;
  /** "lat,lng" in decimal degrees, or null when the card should not offer a map link. */
  mapCoordinates: string | null;
  featured: boolean;
}

export const SEED_LOCATIONS: SeedLocation[] = [
  {
    name: 'Great Barrier Reef',
    region: 'Queensland',
    description:
      'The world’s largest coral reef system stretches more than 2,300 km along the Queensland coast, with thousands of individual reefs and islands. Day boats from Cairns, Port Douglas and the Whitsundays reach shallow coral gardens that suit first-timers, while liveaboards head further out for walls, pinnacles and bigger pelagic life. Expect hard and soft corals, turtles, reef sharks and clouds of colourful reef fish.',
    waterTemp: '23-29°C',
    visibility: '15-30m',
    bestTime: 'June to November (outside the summer stinger season)',
    depth: '5-30m',
    difficulty: 'Beginner',
    imageUrl: '/images/locations/great-barrier-reef.svg',
    mapCoordinates: '-18.2871,147.6992',
    featured: true,
  },
  {
    name: 'Ningaloo Reef',
    region: 'Western Australia',
    description:
      'A World Heritage-listed fringing reef on WA’s Coral Coast, so close to shore in places that you can snorkel straight off the beach. Exmouth and Coral Bay are the bases for seasonal whale shark swims, manta ray encounters and easy reef dives among turtles and schooling fish. The remote setting and clear water make it one of the country’s great marine wildlife destinations.',
    waterTemp: '21-28°C',
    visibility: '10-30m',
    bestTime: 'March to July for whale sharks; June to November for humpback whales',
    depth: '5-25m',
    difficulty: 'Beginner',
    imageUrl: '/images/locations/ningaloo-reef.svg',
    mapCoordinates: '-23.1500,113.7600',
    featured: true,
  },
  {
    name: 'Cabbage Tree Bay, Manly',
    region: 'New South Wales',
    description:
      'A protected aquatic reserve tucked between Manly and Shelly Beach, and one of Sydney’s most popular shore dives and snorkels. The sheltered, shallow bay is a haven for friendly eastern blue gropers, wobbegong sharks, rays and schools of reef fish, with kelp-covered rocky reef along the edges. An ideal spot for new divers, refresher dives and photographers.',
    waterTemp: '17-24°C',
    visibility: '5-15m',
    bestTime: 'Year-round, on calm days with low swell',
    depth: '3-12m',
    difficulty: 'Beginner',
    imageUrl: '/images/locations/cabbage-tree-bay.svg',
    mapCoordinates: '-33.7996,151.2977',
    featured: true,
  },
];
