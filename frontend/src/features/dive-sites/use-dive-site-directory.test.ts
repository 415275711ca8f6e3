import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { DEFAULT_MAP_VIEW } from './dive-site-filters';
import { PAGE_SIZE, useDiveSiteDirectory } from './use-dive-site-directory';

function site(id: number, overrides: Partial<DiveSiteResponseDto> = {}): DiveSiteResponseDto {
  return {
    id,
    name: `Reef ${String(id).padStart(3, '0')}`,
    region: id % 2 === 0 ? 'Sydney' : 'Perth & Rottnest',
    latitude: id % 2 === 0 ? '-33.8' : '-32.0',
    longitude: id % 2 === 0 ? '151.2' : '115.5',
    description: 'A reef.',
    skillLevel: 'Beginner',
    depthRange: '0-12m',
    waterTemp: '17-23°C',
    visibility: null,
    bestTime: 'All year',
    marineLife: null,
    hazards: null,
    facilities: null,
    imageUrl: null,
    videoUrl: null,
    videoThumbnail: null,
    reviewLink: null,
    featured: false,
    ...overrides,
  };
}

const sites = [...Array.from({ length: 60 }, (_, i) => site(i + 1)), site(99, { name: 'Wreck of the Yongala', latitude: 'n/a' })];

const searchEvents = () =>
  (window.__dduAnalytics ?? []).filter((e) => e.type === 'event' && e.name === 'dive_site_search');

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
    const { result } = renderHook(() => useDiveSiteDirectory(sites));
    expect(result.current.total).toBe(61);
    expect(result.current.visible).toHaveLength(PAGE_SIZE);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(PAGE_SIZE * 2);
    act(() => result.current.setFilter('region', 'Sydney'));
    expect(result.current.matching).toHaveLength(30);
    expect(result.current.visible).toHaveLength(PAGE_SIZE);
  });

  it('reports searches longer than 2 characters once typing settles', () => {
    const { result } = renderHook(() => useDiveSiteDirectory(sites));
    act(() => result.current.setFilter('search', 'wr'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(searchEvents()).toEqual([]);
    act(() => result.current.setFilter('search', 'wre'));
    act(() => result.current.setFilter('search', 'wreck'));
    act(() => void vi.advanceTimersByTime(1000));
    expect(searchEvents()).toEqual([{ type: 'event', name: 'dive_site_search', params: { search_term: 'wreck', results_count: 1 } }]);
  });

  it('moves the map to the matches of a search, and back to Australia when the search is cleared', () => {
    const { result } = renderHook(() => useDiveSiteDirectory(sites));
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
    const { result } = renderHook(() => useDiveSiteDirectory(sites));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.matching.map((s) => s.id)).toContain(99);
    expect(result.current.mapPoints.map((p) => p.id)).not.toContain(99);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Wreck of the Yongala'));
  });
});
