import { describe, expect, it } from 'vitest';
import { siteKind, siteKindIllustration, type SiteKind } from './site-kind';

describe(siteKind.name, () => {
  it.each<[string, SiteKind]>([
    ['SS Yongala Wreck', 'wreck'],
    ['HMAS Brisbane (Wreck)', 'wreck'],
    ['J4 Submarine Wreck', 'wreck'],
    ['Busselton Jetty', 'jetty'],
    ['Rye Pier', 'jetty'],
    ['Navy Warf', 'jetty'],
    ['Fish Rock Cave', 'cave'],
    ['Gouldens Sinkhole', 'cave'],
    ['Cook Island - North Wall', 'wall'],
    ['Perpendicular Wall', 'wall'],
    ['North Solitary Islands', 'island'],
    ['Julian Rocks - Nursery', 'island'],
    ['Manta Ray Bay', 'shore'],
    ['Camp Cove South', 'shore'],
    ['Agincourt Reefs', 'reef'],
    ['Steve’s Bommie - Ribbon No 3 Reef', 'reef'],
    ['Thundercliff', 'reef'],
  ])('draws %s as a %s', (name, kind) => {
    expect(siteKind(name)).toBe(kind);
  });

  it('ships a small illustration for every kind', () => {
    const files = import.meta.glob<string>('/public/images/dive-site-kinds/*.svg', { query: '?raw', import: 'default', eager: true });
    for (const kind of ['wreck', 'jetty', 'cave', 'wall', 'island', 'shore', 'reef'] as SiteKind[]) {
      const svg = files[`/public${siteKindIllustration(kind)}`];
      expect(svg).toMatch(/^<svg /);
      expect(svg.length).toBeLessThan(4096);
    }
  });
});
