import { Logger, NotFoundException } from '@nestjs/common';
import fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AppConfig, loadConfig } from '../../config/app-config';
import { ContentTopic } from '../content-versions/content-topics';
import { ContentVersionsService } from '../content-versions/content-versions.service';
import { AnswerSource, CachedAnswer, PublicCacheService } from './public-cache.service';

/** Stands in for the versions table: the test says when a topic changed. */
class VersionsDouble {
  private listener: ((topics: readonly ContentTopic[]) => void) | null = null;
  unreadableSince: Date | null = null;
  onChange(listener: (topics: readonly ContentTopic[]) => void) {
    this.listener = listener;
    return () => (this.listener = null);
  }
  ready() {
    return Promise.resolve();
  }
  change(...topics: ContentTopic[]) {
    this.listener?.(topics);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const json = (value: unknown): AnswerSource => ({ status: 200, contentType: 'application/json', body: JSON.stringify(value) });
const text = (answer: CachedAnswer) => answer.identity.toString('utf8');
const source = (body: string) => ({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

describe(PublicCacheService.name, () => {
  let versions: VersionsDouble;
  let config: AppConfig;
  let sut: PublicCacheService;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    versions = new VersionsDouble();
    config = loadConfig({ PUBLIC_CACHE_MAX_MB: '1' });
    sut = new PublicCacheService(versions as unknown as ContentVersionsService, config);
    sut.onModuleInit();
  });

  describe('get', () => {
    it('builds once, then answers from memory until a topic it depends on changes', async () => {
      let builds = 0;
      const build = async () => json({ n: (builds += 1) });
      expect(text(await sut.get('/a', ['articles'], build))).toBe('{"n":1}');
      expect(text(await sut.get('/a', ['articles'], build))).toBe('{"n":1}');
      versions.change('reviews');
      expect(text(await sut.get('/a', ['articles'], build))).toBe('{"n":1}');
      versions.change('articles');
      expect(text(await sut.get('/a', ['articles'], build))).toBe('{"n":2}');
    });

    it("drops 'all' answers on any change", async () => {
      let builds = 0;
      const build = async () => json({ n: (builds += 1) });
      await sut.get('/page', ['all'], build);
      versions.change('locations');
      expect(text(await sut.get('/page', ['all'], build))).toBe('{"n":2}');
    });

    it('shares one build between concurrent misses', async () => {
      const pending = deferred<AnswerSource>();
      let builds = 0;
      const build = () => ((builds += 1), pending.promise);
      const answers = [sut.get('/a', ['products'], build), sut.get('/a', ['products'], build), sut.get('/a', ['products'], build)];
      pending.resolve(json([1]));
      expect((await Promise.all(answers)).map(text)).toEqual(['[1]', '[1]', '[1]']);
      expect(builds).toBe(1);
    });

    it('does not keep an answer whose topic changed while it was being built', async () => {
      const first = deferred<AnswerSource>();
      const running = sut.get('/a', ['products'], () => first.promise);
      versions.change('products');
      first.resolve(json('read before the change'));
      expect(text(await running)).toBe('"read before the change"');
      expect(text(await sut.get('/a', ['products'], async () => json('after')))).toBe('"after"');
    });

    it('keeps serving the last good copy when a rebuild fails, and says it is stale', async () => {
      await sut.get('/a', ['articles'], async () => json('good'));
      versions.change('articles');
      const down = async (): Promise<AnswerSource> => {
        throw new Error('connect ECONNREFUSED');
      };
      expect(text(await sut.get('/a', ['articles'], down))).toBe('"good"');
      expect(sut.status().stale).toBe(true);
    });

    it('lets the error through when there is no copy to fall back on', async () => {
      await expect(
        sut.get('/never', ['articles'], async () => {
          throw new Error('connect ECONNREFUSED');
        }),
      ).rejects.toThrow('ECONNREFUSED');
    });

    it('answers an HttpException from the build as it is and forgets the old copy', async () => {
      await sut.get('/slug/x', ['articles'], async () => json('x'));
      versions.change('articles');
      const gone = async (): Promise<AnswerSource> => {
        throw new NotFoundException('Article not found');
      };
      await expect(sut.get('/slug/x', ['articles'], gone)).rejects.toBeInstanceOf(NotFoundException);
      expect(sut.status().keyedEntries).toBe(0);
    });

    it('caches other statuses too (a 404 page)', async () => {
      let builds = 0;
      const build = async () => ((builds += 1), { status: 404, contentType: 'text/html', body: '<h1>404 Page Not Found</h1>' });
      expect((await sut.get('/missing', ['all'], build)).status).toBe(404);
      await sut.get('/missing', ['all'], build);
      expect(builds).toBe(1);
    });

    it('keeps keyed answers within the byte budget while pinned ones stay', async () => {
      await sut.get('/list', ['dive-sites'], async () => source('x'.repeat(600_000)), { pinned: true });
      for (let i = 0; i < 400; i += 1) {
        await sut.get(`/search?q=${i}`, ['dive-sites'], async () => source(`${i}:${'y'.repeat(10_000)}`));
        expect(sut.status().keyedBytes).toBeLessThanOrEqual(config.publicCache.maxBytes);
      }
      let rebuilt = false;
      await sut.get('/list', ['dive-sites'], async () => ((rebuilt = true), source('new')), { pinned: true });
      expect(rebuilt).toBe(false);
    });
  });

  describe('send', () => {
    async function serve(answer: CachedAnswer, headers: Record<string, string> = {}) {
      const app = fastify();
      app.get('/', (request, reply) => sut.send(request, reply, answer));
      try {
        return await app.inject({ method: 'GET', url: '/', headers });
      } finally {
        await app.close();
      }
    }

    it('negotiates Brotli, gzip or plain bytes, tagged for shared caches, which keep them as long as browsers without a purger', async () => {
      const body = JSON.stringify({ words: 'coral '.repeat(500) });
      const answer = await sut.get('/big', ['articles'], async () => json(JSON.parse(body)));
      const br = await serve(answer, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
      const gz = await serve(answer, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(body);
      const plain = await serve(answer);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(body);
      expect(plain.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.headers['surrogate-key']).toBe('articles site');
      expect(plain.headers['cache-tag']).toBe('articles,site');
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const answer = await sut.get('/a', ['articles'], async () => json([1, 2]));
      const again = await serve(answer, { 'if-none-match': answer.etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('lets the admin browser keep nothing, so the owner always sees their own change', async () => {
      const answer = await sut.get('/a', ['articles'], async () => json([1]));
      expect((await serve(answer, { cookie: 'ddu_session=abc' })).headers['cache-control']).toBe('private, no-store');
    });

    it('sends private answers with private, no-store and no ETag', async () => {
      const res = await serve(sut.privateJson([{ draft: true }]));
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toEqual([{ draft: true }]);
    });
  });
});
