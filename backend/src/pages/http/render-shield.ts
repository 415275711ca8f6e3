import { ConcurrencyGate } from '../../common/concurrency-gate';

/** No render slot is free and the short queue is full: answered 503 with Retry-After at once. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many pages are being rendered right now');
  }
}

/**
 * Server renders (in the render thread, at a lower priority) take a core for 50–250 ms each: at most
 * `concurrency` run at a time, at most `maxWaiting` are queued behind them. Beyond that a request is
 * refused at once instead of waiting behind a flood, so cached answers (which never come here) and
 * the API keep their share of the CPU.
 */
export class RenderGate extends ConcurrencyGate {
  constructor(concurrency: number, maxWaiting: number) {
    super(concurrency, maxWaiting, () => new RenderQueueFullError());
  }
}

/** Counters kept before the oldest windows are swept (a flood from many addresses stays bounded). */
const MAX_TRACKED_CLIENTS = 50_000;

/**
 * How many page renders (cache misses) each client address may cause per window. Kept in memory per
 * instance: it is a load shield for this process's CPU, not an accounting record, so a
 * restart forgetting it costs nothing. Cached answers never consult it.
 */
export class MissBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one miss for `client`: 0 when allowed, else the seconds until its window resets. */
  take(client: string): number {
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= MAX_TRACKED_CLIENTS) this.sweep(now);
      window = { start: now, used: 0 };
      this.windows.set(client, window);
    }
    if (window.used >= this.perWindow) return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    window.used += 1;
    return 0;
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(client);
    // Still full: every counter is young (a flood from very many addresses); start over rather than grow.
    if (this.windows.size >= MAX_TRACKED_CLIENTS) this.windows.clear();
  }
}
