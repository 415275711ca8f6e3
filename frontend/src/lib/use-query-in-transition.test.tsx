import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetDiveSiteConditionsQueryOptions,
  getGetDiveSitesOutlookQueryKey,
  getGetDiveSitesOutlookQueryOptions,
} from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { createQueryClient } from '@/app/query-client';
import { deferred, reply, stubApi } from '@/test/api-stub';
import { renderHookWithProviders } from '@/test/render';
import { useQueryInTransition } from './use-query-in-transition';

const OUTLOOK = { sites: [{ siteId: 1, days: [{ date: '2026-11-26', outlook: 'calm' }] }], attribution: 'Open-Meteo' };

describe(useQueryInTransition.name, () => {
  it('renders what the cache already holds on the first render, as a hydrating page must, and asks for nothing', () => {
    const api = stubApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(getGetDiveSitesOutlookQueryKey(), OUTLOOK);
    const firstRenders: unknown[] = [];
    renderHookWithProviders(
      () => {
        const result = useQueryInTransition(getGetDiveSitesOutlookQueryOptions());
        firstRenders.push(result.data);
        return result;
      },
      { queryClient },
    );
    expect(firstRenders[0]).toEqual(OUTLOOK);
    expect(api.calls).toHaveLength(0);
  });

  it('asks once and hands the answer over when it arrives', async () => {
    const answer = deferred();
    const api = stubApi({ 'GET /api/dive-sites/conditions/outlook': answer.handler });
    const { result } = renderHookWithProviders(() => useQueryInTransition(getGetDiveSitesOutlookQueryOptions()));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
    answer.resolve(OUTLOOK);
    await waitFor(() => expect(result.current.data).toEqual(OUTLOOK));
    expect(api.callsTo('GET /api/dive-sites/conditions/outlook')).toHaveLength(1);
  });

  it('asks in a task of its own, not inside the render and effects that mounted it (a key that hydrated the page)', async () => {
    const answer = deferred();
    const api = stubApi({ 'GET /api/dive-sites/conditions/outlook': answer.handler });
    renderHookWithProviders(() => useQueryInTransition(getGetDiveSitesOutlookQueryOptions()));
    // Mounted, effects run: nothing asked yet.
    expect(api.callsTo('GET /api/dive-sites/conditions/outlook')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET /api/dive-sites/conditions/outlook')).toHaveLength(1));
  });

  it('asks nothing when it is gone before its task came', async () => {
    const api = stubApi({ 'GET /api/dive-sites/conditions/outlook': OUTLOOK });
    const { unmount } = renderHookWithProviders(() => useQueryInTransition(getGetDiveSitesOutlookQueryOptions()));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET /api/dive-sites/conditions/outlook')).toHaveLength(0);
  });

  it('reports a failed request as an error', async () => {
    stubApi({ 'GET /api/dive-sites/conditions/outlook': reply(503, { statusCode: 503, message: 'Forecast unavailable' }) });
    const { result } = renderHookWithProviders(() => useQueryInTransition(getGetDiveSitesOutlookQueryOptions()));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it('follows new options: another site asks for its own data', async () => {
    const api = stubApi({
      'GET /api/dive-sites/1/conditions': { siteId: 1, status: 'ok' },
      'GET /api/dive-sites/2/conditions': { siteId: 2, status: 'ok' },
    });
    const { result, rerender } = renderHookWithProviders(
      ({ id }: { id: number }) => useQueryInTransition(getGetDiveSiteConditionsQueryOptions(id)),
      {
        initialProps: { id: 1 },
      },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ siteId: 1 }));
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toMatchObject({ siteId: 2 }));
    expect(api.callsTo('GET /api/dive-sites/2/conditions')).toHaveLength(1);
  });
});
