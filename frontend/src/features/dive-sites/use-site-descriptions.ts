import { useGetDiveSites } from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { useAfterIdle } from '@/lib/use-after-idle';

function toDescriptions(sites: DiveSiteResponseDto[]): ReadonlyMap<number, string> {
  return new Map(sites.map((site) => [site.id, site.description]));
}

/**
 * Every site's description, fetched once the page is interactive and the browser idle: the rows never
 * show them, so the server's HTML leaves them out (they were two fifths of its page state), and the
 * search finds words in them from then on. Undefined until they arrive.
 */
export function useSiteDescriptions(): ReadonlyMap<number, string> | undefined {
  const ready = useAfterIdle();
  const { data } = useGetDiveSites(undefined, { query: { enabled: ready, select: toDescriptions } });
  return data;
}
