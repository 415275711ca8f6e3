import { MissBudget, RenderGate, RenderQueueFullError } from './render-shield';

describe(MissBudget.name, () => {
  it('allows perWindow misses, then answers the seconds left in the window', () => {
    let now = 0;
    const sut = new MissBudget(2, 60_000, () => now);
    expect([sut.take('a'), sut.take('a')]).toEqual([0, 0]);
    now = 15_000;
    expect(sut.take('a')).toBe(45);
    expect(sut.used('a')).toBe(2);
    now = 60_000;
    expect(sut.take('a')).toBe(0);
  });

  it('evicts the oldest windows when full instead of forgetting every client', () => {
    let now = 0;
    const sut = new MissBudget(1, 60_000, () => now, 3);
    sut.take('oldest');
    now = 1;
    sut.take('flooder');
    now = 2;
    sut.take('b');
    now = 3;
    sut.take('c');
    expect(sut.size).toBe(3);
    // The flooder's spent budget survives the newcomers; only the oldest window went.
    expect(sut.used('oldest')).toBe(0);
    expect(sut.take('flooder')).toBeGreaterThan(0);
  });

  it('drops expired windows before live ones', () => {
    let now = 0;
    const sut = new MissBudget(1, 10_000, () => now, 2);
    sut.take('expired');
    now = 9_000;
    sut.take('live');
    now = 10_500;
    sut.take('new');
    expect([sut.used('live'), sut.used('new'), sut.size]).toEqual([1, 1, 2]);
  });

  it('moves a renewed window to the back of the eviction order', () => {
    let now = 0;
    const sut = new MissBudget(1, 10_000, () => now, 2);
    sut.take('a');
    now = 1;
    sut.take('b');
    now = 10_000;
    sut.take('a');
    now = 10_002;
    sut.take('c');
    expect([sut.used('a'), sut.used('b'), sut.used('c')]).toEqual([1, 0, 1]);
  });
});

describe(RenderGate.name, () => {
  /** Renders that finish only when the test says so. */
  function harness(concurrency: number, maxWaiting: number, used: Record<string, number>, maxWaitMs?: number) {
    const usage = { used: (client: string) => used[client] ?? 0, secondsLeft: () => 42 };
    const sut = new RenderGate(concurrency, maxWaiting, usage, maxWaitMs);
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const submit = (client: string, id = client) => {
      const render = sut.run(client, () => {
        started.push(id);
        return new Promise<string>((resolve) => finishers.set(id, () => resolve(id)));
      });
      // Waiters a test leaves behind are refused later, when their wait runs out: not a failure.
      render.catch(() => undefined);
      return render;
    };
    const finish = async (id: string) => {
      finishers.get(id)!();
      await new Promise((r) => setImmediate(r));
    };
    return { sut, started, submit, finish };
  }

  it('hands a freed slot to the waiting client with the fewest renders', async () => {
    const { started, submit, finish } = harness(1, 3, { heavy: 50, light: 2 });
    void submit('heavy', 'h1');
    void submit('heavy', 'h2');
    void submit('light');
    await finish('h1');
    expect(started).toEqual(['h1', 'light']);
  });

  it('refuses the heaviest waiter with its Retry-After when a lighter client finds the queue full', async () => {
    const { sut, started, submit, finish } = harness(1, 1, { heavy: 50, light: 2 });
    void submit('heavy', 'h1');
    const waiting = submit('heavy', 'h2');
    expect(sut.refuses('light')).toBeNull();
    void submit('light');
    await expect(waiting).rejects.toEqual(new RenderQueueFullError(42));
    await finish('h1');
    expect(started).toEqual(['h1', 'light']);
  });

  it('refuses a heavier newcomer with 429 and a newcomer like the others with a plain busy', async () => {
    const { sut, submit } = harness(1, 1, { heavy: 50, light: 2, other: 2 });
    void submit('light', 'l1');
    void submit('light', 'l2');
    expect(sut.refuses('heavy')?.retryAfterSeconds).toBe(42);
    await expect(submit('heavy')).rejects.toEqual(new RenderQueueFullError(42));
    expect(sut.refuses('other')?.retryAfterSeconds).toBeUndefined();
    await expect(submit('other')).rejects.toBeInstanceOf(RenderQueueFullError);
  });

  it('answers a waiter that waited too long instead of keeping it for ever', async () => {
    const { submit, finish, started } = harness(1, 2, { heavy: 50, light: 2 }, 30);
    void submit('light', 'l1');
    // Nobody lighter is waiting, so it is plain overload (503), not the client's share (429).
    await expect(submit('heavy')).rejects.toEqual(new RenderQueueFullError(undefined));
    await finish('l1');
    expect(started).toEqual(['l1']);
  });
});
