import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { siteKind, type SiteKind } from './site-kind';
import { SiteKindArt } from './site-kind-art';

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

  it('has a drawing for every kind', () => {
    for (const kind of ['wreck', 'jetty', 'cave', 'wall', 'island', 'shore', 'reef'] as SiteKind[]) {
      const { container } = render(<SiteKindArt kind={kind} />);
      const svg = container.querySelector(`svg[data-art="${kind}"]`);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.querySelectorAll('path').length).toBeGreaterThan(3);
    }
  });
});
