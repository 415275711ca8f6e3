import { act } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { renderHookWithProviders } from '@/test/render';
import { ADDRESS_SETTLE_MS } from '@/lib/use-address-state';
import { DEFAULT_MAP_VIEW } from './dive-site-filters';
import { makeDiveSite } from '@/test/fixtures/dive-sites';
import { PAGE_SIZE, useDiveSiteDirectory } from './use-dive-site-directory';

function site(id: number, overrides: Partial<DiveSiteResponseDto> = {}): DiveSiteResponseDto {
  return makeDiveSite({
    id,
    name: `Reef ${String(id).padStart(3, '0')}`,
    region: id % 2 === 0 ? 'Sydney' : 'Perth & Rottnest',
    latitude: id % 2 === 0 ? '-33.8' : '-32.0',
    longitude: id % 2 === 0 ? '151.2' : '115.5',
    description: 'A reef.',
    depthRange: '0-12m',
    waterTemp: '17-23°C',
    ...overrides,
  });
}

const sites = [...Array.from({ length: 60 }, (_, i) => site(i + 1)), site(99, { name: 'Wreck of the Yongala', latitude: 'n/a' })];

/** The hook inside a router at the given address; `location` shows the URL it leaves behind. */
function renderDirectory(url = '/dive-sites', list: DiveSiteResponseDto[] = sites) {
  return renderHookWithProviders(() => ({ ...useDiveSiteDirectory(list), location: useLocation() }), { route: url });
}

const searchEvents = () => (window.__dduAnalytics ?? []).filter((e) => e.type === 'event' && e.name === 'dive_site_search');

describe(useDiveSiteDirectory.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.__dduAnalytics = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a page of cards, more on request, and starts over when a filter changes', () => {
    const { result } = renderDirectory();
    expect(result.current.total).toBe(61);
    expect(result.current.visible).toHaveLength(PAGE_SIZE);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(PAGE_SIZE * 2);
    act(() => result.current.setFilter('region', 'Sydney'));
    expect(result.current.matching).toHaveLength(30);
    expect(result.current.visible).toHaveLength(PAGE_SIZE);
  });

  it('reports searches longer than 2 characters once typing settles', () => {
    const { result } = renderDirectory();
    act(() => result.current.setFilter('search', 'wr'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(searchEvents()).toEqual([]);
    act(() => result.current.setFilter('search', 'wre'));
    act(() => result.current.setFilter('search', 'wreck'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(searchEvents()).toEqual([{ type: 'event', name: 'dive_site_search', params: { search_term: 'wreck', results_count: 1 } }]);
  });

  it('moves the map to the matches of a search, and back to Australia when the search is cleared', () => {
    const { result } = renderDirectory();
    expect(result.current.mapView).toEqual(DEFAULT_MAP_VIEW);
    act(() => result.current.setFilter('search', 'reef 002'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.mapView).toEqual({ lat: -33.8, lng: 151.2, zoom: 12 });
    expect(result.current.mapPoints.map((p) => p.id)).toEqual([2]);
    act(() => result.current.clearFilters());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.mapView).toEqual(DEFAULT_MAP_VIEW);
  });

  it('leaves sites without usable coordinates off the map but keeps them in the list', () => {
    const { result } = renderDirectory();
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.matching.map((s) => s.id)).toContain(99);
    expect(result.current.mapPoints.map((p) => p.id)).not.toContain(99);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Wreck of the Yongala'));
  });

  it('reads the filters from the URL query and writes changes back, so a filtered directory can be shared', () => {
    const deep = [
      site(1, { depthRange: 'to 12 m' }),
      site(2, { depthRange: 'to 25 m' }),
      site(3, { depthRange: 'to 40 m' }),
      site(4, { depthRange: '' }),
    ];
    const { result } = renderDirectory('/dive-sites?cert=open-water&region=Sydney', deep);
    expect(result.current.filters).toMatchObject({ certification: 'open-water', region: 'Sydney' });
    expect(result.current.matching.map((s) => s.id)).toEqual([]);
    act(() => result.current.setFilter('region', 'all'));
    expect(result.current.matching.map((s) => s.id)).toEqual([1]);
    expect(result.current.location.search).toBe('?cert=open-water');
    act(() => result.current.setFilter('certification', 'advanced'));
    expect(result.current.matching.map((s) => s.id)).toEqual([1, 2]);
    act(() => result.current.setFilter('search', 'reef'));
    // Typing is written to the address once it pauses; the filters follow the keystroke at once.
    expect(result.current.filters.search).toBe('reef');
    expect(result.current.location.search).toBe('?cert=advanced');
    act(() => void vi.advanceTimersByTime(ADDRESS_SETTLE_MS));
    expect(result.current.location.search).toBe('?cert=advanced&q=reef');
    act(() => result.current.clearFilters());
    expect(result.current.location.search).toBe('');
  });

  it('keeps two filters chosen in quick succession, and "Show more" depth, in the address', () => {
    const { result } = renderDirectory('/dive-sites');
    act(() => {
      result.current.setFilter('region', 'Sydney');
      result.current.setFilter('skillLevel', 'Beginner');
    });
    expect(result.current.filters).toMatchObject({ region: 'Sydney', skillLevel: 'Beginner' });
    expect(result.current.location.search).toBe('?region=Sydney&skill=Beginner');
  });

  it('reads "Show more" depth from the address, in whole pages, and writes it back', () => {
    const many = Array.from({ length: 60 }, (_, i) => site(i + 1));
    const { result } = renderDirectory('/dive-sites?shown=30', many);
    expect(result.current.visible).toHaveLength(48);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(60);
    expect(result.current.location.search).toBe('?shown=72');
    act(() => result.current.setFilter('region', 'Sydney'));
    expect(result.current.location.search).toBe('?region=Sydney');
  });

  it('"Near me" sorts the cards by distance and gives each its distance', () => {
    const { result } = renderDirectory();
    act(() => result.current.sortByDistanceFrom({ lat: -32.0, lng: 115.5 }));
    const [first, second] = result.current.visible;
    expect(first.site.region).toBe('Perth & Rottnest');
    expect(first.distanceKm).toBeCloseTo(0, 3);
    expect(second.distanceKm).toBeCloseTo(0, 3);
    const distances = result.current.visible.map((v) => v.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    act(() => result.current.sortByDistanceFrom(null));
    expect(result.current.visible[0].distanceKm).toBeUndefined();
  });
});
