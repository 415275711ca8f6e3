import { gunzipSync } from 'node:zlib';
import { acceptsGzip, JsonPayloadCache, matchesEtag, sendJsonPayload, toJsonPayload } from './json-payload-cache';

/** A load whose result the test releases by hand, to observe what happens while it is running. */
function controllableSource() {
  let version = 0;
  const pending: (() => void)[] = [];
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    bump: () => (version += 1),
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    load: () => {
      calls += 1;
      const seen = version;
      return new Promise<unknown>((resolve) => pending.push(() => resolve({ version: seen })));
    },
  };
}

const versionOf = async (cache: JsonPayloadCache) => JSON.parse((await cache.get()).json.toString()).version;
/** Lets the background refresh (load, then gzip on the thread pool) finish; gives up after 200 turns. */
async function settledVersion(cache: JsonPayloadCache, expected: number): Promise<number> {
  for (let turn = 0; turn < 200 && (await versionOf(cache)) !== expected; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return versionOf(cache);
}

describe(JsonPayloadCache.name, () => {
  let now: number;
  let source: ReturnType<typeof controllableSource>;
  let sut: JsonPayloadCache;

  beforeEach(() => {
    now = 0;
    source = controllableSource();
    sut = new JsonPayloadCache(source.load, 5_000, () => now);
  });

  describe('get', () => {
    it('loads once for concurrent first requests and then serves from memory', async () => {
      const first = sut.get();
      const second = sut.get();
      source.release();
      expect(await first).toBe(await second);
      expect(await versionOf(sut)).toBe(0);
      expect(source.calls).toBe(1);
    });

    it('serves the old bytes past the TTL while one background refresh runs', async () => {
      const initial = sut.get();
      source.release();
      await initial;
      source.bump();
      now = 5_000;
      expect(await versionOf(sut)).toBe(0);
      expect(await versionOf(sut)).toBe(0);
      expect(source.calls).toBe(2);
      source.release();
      expect(await settledVersion(sut, 1)).toBe(1);
      expect(source.calls).toBe(2);
    });
  });

  describe('invalidate', () => {
    it('makes the next request wait for fresh data', async () => {
      const initial = sut.get();
      source.release();
      await initial;
      source.bump();
      sut.invalidate();
      const next = sut.get();
      source.release();
      expect(JSON.parse((await next).json.toString()).version).toBe(1);
    });

    it('never stores a load that started before the invalidation', async () => {
      const stale = sut.get();
      source.bump();
      sut.invalidate();
      const fresh = sut.get();
      source.release();
      await Promise.all([stale, fresh]);
      expect(await versionOf(sut)).toBe(1);
      expect(source.calls).toBe(2);
    });
  });
});

describe(`${JsonPayloadCache.name} with a version function`, () => {
  it('reloads past the TTL only when the version changed', async () => {
    let now = 0;
    let version = 'v1';
    let versionChecks = 0;
    let loads = 0;
    const sut = new JsonPayloadCache(
      async () => ({ load: ++loads }),
      5_000,
      () => now,
      async () => {
        versionChecks += 1;
        return version;
      },
    );
    const current = async () => JSON.parse((await sut.get()).json.toString()).load;
    expect(await current()).toBe(1);

    now = 5_000;
    await sut.get();
    await settled(() => versionChecks === 2);
    await settled(() => false, 5);
    expect(loads).toBe(1);

    version = 'v2';
    now = 10_000;
    await sut.get();
    await settled(async () => (await current()) === 2);
    expect(await current()).toBe(2);
    expect(loads).toBe(2);
  });
});

/** Waits (at most `turns` short turns) for background work to reach a state. */
async function settled(check: () => unknown, turns = 200): Promise<void> {
  for (let turn = 0; turn < turns && !(await check()); turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe(toJsonPayload.name, () => {
  it('holds the JSON, its gzip and a strong ETag', async () => {
    const payload = await toJsonPayload([{ name: 'Bare Island', temp: '17-23°C' }]);
    expect(payload.json.toString('utf8')).toBe('[{"name":"Bare Island","temp":"17-23°C"}]');
    expect(gunzipSync(payload.gzip)).toEqual(payload.json);
    expect(payload.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});

describe(acceptsGzip.name, () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe(matchesEtag.name, () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe(sendJsonPayload.name, () => {
  function fakeReply() {
    const reply = {
      headers: {} as Record<string, string>,
      status: 200,
      body: undefined as Buffer | undefined,
      header: (name: string, value: string) => (reply.headers[name] = value),
      code: (status: number) => (reply.status = status),
      send: (body?: Buffer) => (reply.body = body),
    };
    return reply;
  }

  it('sends gzip, plain JSON or 304 as the request asks', async () => {
    const payload = await toJsonPayload({ ok: true });
    const zipped = fakeReply();
    sendJsonPayload({ 'accept-encoding': 'gzip' }, zipped, payload);
    expect(zipped).toMatchObject({ status: 200, body: payload.gzip });
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'application/json; charset=utf-8' });

    const plain = fakeReply();
    sendJsonPayload({}, plain, payload);
    expect(plain.body).toBe(payload.json);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const unchanged = fakeReply();
    sendJsonPayload({ 'if-none-match': payload.etag, 'accept-encoding': 'gzip' }, unchanged, payload);
    expect(unchanged).toMatchObject({ status: 304, body: undefined });
  });
});
