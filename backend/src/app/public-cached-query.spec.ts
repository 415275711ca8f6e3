import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import { PUBLIC_CACHED, type PublicCachedMetadata } from '../common/public-cache/public-cache.interceptor';

/**
 * @PublicCached({ query }) names the query parameters a cached read is keyed on; the route's @Query DTO
 * is what the handler really reads. They must agree: a parameter the DTO reads but the list lacks would
 * answer different requests with the same cached bytes, and one the list names but the DTO lacks is
 * refused by validation anyway. Read here from Nest's and class-validator's metadata, which the cache
 * itself never reads. Every controller of src/ is loaded, so a new cached route is covered at once.
 */
type Handler = (...args: unknown[]) => unknown;

function controllers(): Array<{ name: string; type: new (...args: never[]) => object }> {
  const src = path.join(__dirname, '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.controller.ts'));
  return files.flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every controller file, found at run time
    Object.entries(require(path.join(src, file)) as Record<string, unknown>)
      .filter(([name, value]) => typeof value === 'function' && name.endsWith('Controller'))
      .map(([name, type]) => ({ name, type: type as new (...args: never[]) => object })),
  );
}

/** The query parameters a handler reads: its @Query() DTO's validated properties and any @Query('name'). */
function readQuery(type: new (...args: never[]) => object, method: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', type.prototype, method) ?? []) as unknown[];
  const names = new Set<string>();
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== Number(RouteParamtypes.QUERY)) continue;
    if (typeof arg.data === 'string') names.add(arg.data);
    const dto = types[arg.index];
    if (typeof arg.data !== 'string' && typeof dto === 'function') {
      for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) names.add(m.propertyName);
    }
  }
  return [...names].sort();
}

const cachedRoutes = controllers().flatMap(({ name, type }) =>
  Object.getOwnPropertyNames(type.prototype).flatMap((method) => {
    const handler = (type.prototype as Record<string, unknown>)[method];
    if (typeof handler !== 'function') return [];
    const cached = Reflect.getMetadata(PUBLIC_CACHED, handler as Handler) as PublicCachedMetadata | undefined;
    return cached ? [{ route: `${name}.${method}`, declared: [...cached.query].sort(), read: readQuery(type, method) }] : [];
  }),
);

describe('@PublicCached query declarations', () => {
  it('finds the cached routes (the search and the admin lists among them)', () => {
    expect(cachedRoutes.length).toBeGreaterThanOrEqual(15);
    expect(cachedRoutes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['DiveSitesController.searchDiveSites', 'ArticlesController.getArticles']),
    );
  });

  it.each(cachedRoutes)('$route declares exactly the query parameters it reads', ({ declared, read }) => {
    expect(declared).toEqual(read);
  });
});
