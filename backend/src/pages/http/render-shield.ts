/**
 * No render slot is free and the short queue is full. `retryAfterSeconds` set: this client caused
 * more renders than the others waiting, so it is refused (429) to keep their place; unset: plain
 * overload (503, back in a moment).
 */
export class RenderQueueFullError extends Error {
  constructor(readonly retryAfterSeconds?: number) {
    super('Too many pages are being rendered right now');
  }
}

/** How many renders a client caused in its current window, and when that window ends. */
export interface RenderUsage {
  used(client: string): number;
  secondsLeft(client: string): number;
}

interface Waiter {
  client: string;
  start: () => void;
  refuse: (error: RenderQueueFullError) => void;
  timer: NodeJS.Timeout;
}

/** Longest a render waits for a slot: the lightest-first order must not keep a heavy client waiting for ever. */
export const MAX_RENDER_WAIT_MS = 5_000;

/**
 * Server renders (in the render thread, at a lower priority) take a core for 50–250 ms each: at most
 * `concurrency` run at a time, at most `maxWaiting` are queued behind them, so cached answers (which
 * never come here) and the API keep their share of the CPU. The queue is not first come,
 * first served: a freed slot goes to the waiting client with the fewest renders in its window, and
 * when the queue is full the client with the most is refused (429 with Retry-After) to make room,
 * so a flood from many addresses cannot crowd out a visitor who has caused a few. No render waits
 * longer than MAX_RENDER_WAIT_MS for its slot.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly usage: RenderUsage,
    private readonly maxWaitMs = MAX_RENDER_WAIT_MS,
  ) {}

  /** Whether a render for `client` would be refused right now (without queueing anything). */
  refuses(client: string): RenderQueueFullError | null {
    if (this.running < this.concurrency || this.waiting.length < this.maxWaiting) return null;
    const heaviest = this.heaviestWaiter();
    if (heaviest && this.usage.used(heaviest.client) > this.usage.used(client)) return null;
    return this.refusal(client);
  }

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) this.makeRoomFor(client);
      // The finishing job hands its slot straight to the next waiter.
      await new Promise<void>((start, refuse) => {
        const waiter: Waiter = { client, start, refuse, timer: setTimeout(() => this.giveUp(waiter), this.maxWaitMs) };
        // A waiting render alone must not keep the process alive (shutdown, tests).
        waiter.timer.unref();
        this.waiting.push(waiter);
      });
    }
    try {
      return await work();
    } finally {
      const next = this.lightestWaiter();
      if (next) {
        this.waiting.splice(this.waiting.indexOf(next), 1);
        clearTimeout(next.timer);
        next.start();
      } else {
        this.running -= 1;
      }
    }
  }

  /** Refuses the heaviest waiter in favour of `client`, or throws when `client` is no lighter. */
  private makeRoomFor(client: string): void {
    const heaviest = this.heaviestWaiter();
    if (!heaviest || this.usage.used(heaviest.client) <= this.usage.used(client)) throw this.refusal(client);
    this.waiting.splice(this.waiting.indexOf(heaviest), 1);
    clearTimeout(heaviest.timer);
    heaviest.refuse(new RenderQueueFullError(this.usage.secondsLeft(heaviest.client)));
  }

  /** Waited too long: answered like a full queue (429 when lighter clients were served first, else 503). */
  private giveUp(waiter: Waiter): void {
    const at = this.waiting.indexOf(waiter);
    if (at === -1) return;
    this.waiting.splice(at, 1);
    waiter.refuse(this.refusal(waiter.client));
  }

  /** A client heavier than someone still waiting is refused for its share (429); otherwise it is plain overload (503). */
  private refusal(client: string): RenderQueueFullError {
    const used = this.usage.used(client);
    const lighterWaiting = this.waiting.some((waiter) => this.usage.used(waiter.client) < used);
    return new RenderQueueFullError(lighterWaiting ? this.usage.secondsLeft(client) : undefined);
  }

  /** Ties go to the one that waited longest. */
  private lightestWaiter(): Waiter | undefined {
    let best: Waiter | undefined;
    for (const waiter of this.waiting) if (!best || this.usage.used(waiter.client) < this.usage.used(best.client)) best = waiter;
    return best;
  }

  /** Ties go against the one that arrived last. */
  private heaviestWaiter(): Waiter | undefined {
    let worst: Waiter | undefined;
    for (const waiter of this.waiting) if (!worst || this.usage.used(waiter.client) >= this.usage.used(worst.client)) worst = waiter;
    return worst;
  }
}

/** Counters kept at most; beyond, the oldest windows are forgotten first. */
export const MAX_TRACKED_CLIENTS = 50_000;

/**
 * How many page renders (cache misses) each client may cause per window; a client is its
 * clientKey (an IPv6 host by its /64). Kept in memory per instance: it is a load shield for this
 * process's CPU, not an accounting record, so a restart forgetting it costs nothing. Cached
 * answers never consult it. Bounded: expired windows go first, then the oldest live ones, never all
 * at once (a flood from very many addresses must not wipe the count of the one it came from).
 */
export class MissBudget implements RenderUsage {
  /** In the order the windows started (a renewed window moves to the end). */
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  /** Takes one miss for `client`: 0 when allowed, else the seconds until its window resets. */
  take(client: string): number {
    const now = this.now();
    let window = this.live(client, now);
    if (!window) {
      this.windows.delete(client);
      if (this.windows.size >= this.maxClients) this.evict(now);
      window = { start: now, used: 0 };
      this.windows.set(client, window);
    }
    if (window.used >= this.perWindow) return this.secondsLeft(client);
    window.used += 1;
    return 0;
  }

  used(client: string): number {
    return this.live(client, this.now())?.used ?? 0;
  }

  secondsLeft(client: string): number {
    const now = this.now();
    const window = this.live(client, now);
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 1;
  }

  get size(): number {
    return this.windows.size;
  }

  private live(client: string, now: number) {
    const window = this.windows.get(client);
    return window && now - window.start < this.windowMs ? window : undefined;
  }

  /** The map is in start order, so the first entries are the oldest: expired ones, then live ones, until there is room. */
  private evict(now: number): void {
    for (const [client, window] of this.windows) {
      if (this.windows.size < this.maxClients && now - window.start < this.windowMs) break;
      this.windows.delete(client);
    }
  }
}
