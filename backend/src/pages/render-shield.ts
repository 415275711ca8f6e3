/** No render slot is free and the short queue is full: answered 503 with Retry-After at once. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many pages are being rendered right now');
  }
}

/**
 * Server renders run on the one event loop: at most `concurrency` at a time, at most `maxWaiting`
 * queued behind them. Beyond that a request is refused at once instead of waiting behind a flood,
 * so cached answers (which never come here) keep their share of the CPU.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFullError();
      // The finishing render hands its slot straight to the next in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** Counters kept before the oldest windows are swept (a flood from many addresses stays bounded). */
const MAX_TRACKED_CLIENTS = 50_000;

/**
 * How many page renders (cache misses) each client address may cause per window. Kept in memory per
 * instance: it is a load shield for this process's event loop, not an accounting record, so a
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
