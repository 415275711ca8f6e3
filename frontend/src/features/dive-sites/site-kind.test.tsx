import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { siteKind, type SiteKind } from './site-kind';
import { SiteKindArt, SiteKindArtSheet } from './site-kind-art';

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

  it('inside a sheet, each card points at the one drawing of its kind instead of carrying a copy', () => {
    const { container } = render(
      <SiteKindArtSheet>
        <SiteKindArt kind="wreck" />
        <SiteKindArt kind="wreck" />
        <SiteKindArt kind="cave" />
      </SiteKindArtSheet>,
    );
    for (const kind of ['wreck', 'jetty', 'cave', 'wall', 'island', 'shore', 'reef']) {
      expect(container.querySelector(`symbol#ddu-art-${kind}`)?.querySelectorAll('path').length).toBeGreaterThan(3);
    }
    const cards = [...container.querySelectorAll('svg[data-art]')];
    expect(cards.map((svg) => svg.querySelector('use')?.getAttribute('href'))).toEqual([
      '#ddu-art-wreck',
      '#ddu-art-wreck',
      '#ddu-art-cave',
    ]);
    expect(cards.every((svg) => svg.querySelectorAll('path').length === 0)).toBe(true);
    // The one water gradient the symbols fill with is defined once.
    expect(container.querySelectorAll('[id="ddu-art-water"]')).toHaveLength(1);
  });
});
