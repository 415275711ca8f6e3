'use strict';

/**
 * Clearly fake dive sites for the benchmark: "Synthetic Bench Site 00042", spread around real region
 * centres so the map clusters and the region filter behave as they would with real data.
 */
const REGIONS = [
  ['Sydney', -33.85, 151.27],
  ['Cairns & Great Barrier Reef', -16.8, 146.0],
  ['Ningaloo & Exmouth', -22.3, 113.8],
  ['Perth & Rottnest', -32.0, 115.5],
  ['Mornington Peninsula', -38.35, 144.9],
  ['Hobart & Tasman Peninsula', -43.1, 147.7],
  ['Gold Coast', -28.0, 153.45],
  ['Whitsundays', -20.2, 149.0],
  ['Adelaide & Gulf St Vincent', -35.0, 138.4],
  ['Jervis Bay', -35.1, 150.75],
  ['Darwin', -12.45, 130.8],
  ['Christmas Island', -10.45, 105.65],
];
const SKILLS = ['Beginner', 'Intermediate', 'Advanced'];
const WORDS = ['Reef', 'Bommie', 'Wall', 'Wreck', 'Pinnacle', 'Ledge', 'Gutter', 'Cave'];

/** A small deterministic generator, so every run benchmarks the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function syntheticSites(count) {
  const next = random(20_251_122);
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    const [region, lat, lng] = REGIONS[i % REGIONS.length];
    const depth = 5 + Math.floor(next() * 36);
    const word = WORDS[i % WORDS.length];
    return {
      name: `Synthetic Bench Site ${n}`,
      latitude: (lat + (next() - 0.5) * 0.8).toFixed(8),
      longitude: (lng + (next() - 0.5) * 0.8).toFixed(8),
      region,
      description: `${word} dive used only to benchmark the directory with ${count.toLocaleString('en-AU')} sites; not a real dive site (#${n}).`,
      skillLevel: SKILLS[i % SKILLS.length],
      depthRange: `0-${depth}m`,
      waterTemp: '18-24°C',
      visibility: i % 3 === 0 ? '10-15m' : null,
      bestTime: 'All year',
      marineLife: i % 2 === 0 ? 'Synthetic fish, synthetic rays and synthetic sponges' : null,
      hazards: i % 5 === 0 ? 'Synthetic current' : null,
      facilities: null,
      imageUrl: null,
      videoUrl: null,
      videoThumbnail: null,
      reviewLink: null,
      featured: i % 500 === 0,
    };
  });
}

module.exports = { syntheticSites };
