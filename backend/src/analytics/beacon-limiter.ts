/** The counts the database holds for some keys, after adding this instance's new hits. */
export type CountStore = (hits: Map<string, number>, windowEndsAt: Date) => Promise<Map<string, number>>;

interface Entry {
  window: number;
  /** What every instance had counted when this one last wrote its hits. */
  known: number;
  /** This instance's hits since. */
  pending: number;
}

/** At most this many clients remembered; the oldest windows go first. */
const MAX_KEYS = 50_000;

/**
 * Beacon posts per client per minute, counted in the shared `rate_limits` table like the other
 * throttles, but written once a second in one statement for all clients (flush) rather than one
 * transaction per post: at a thousand posts a second the per-post way would cost more than the posts.
 * The decision is made at once from what the database said at the last flush plus this instance's
 * hits since, so with several instances a client may pass the limit by what it sent in the last second.
 */
export class BeaconLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one post of `key`; false once the client has used up its window. */
  allow(key: string, now = Date.now()): boolean {
    const window = Math.floor(now / this.windowMs);
    let entry = this.entries.get(key);
    if (!entry || entry.window !== window) {
      this.entries.delete(key);
      entry = { window, known: 0, pending: 0 };
      if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    if (entry.known + entry.pending >= this.limit) return false;
    entry.pending += 1;
    return true;
  }

  /** Seconds until `now`'s window ends (Retry-After of a refusal). */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil(((Math.floor(now / this.windowMs) + 1) * this.windowMs - now) / 1000));
  }

  /** Writes this instance's hits and reads back every instance's counts. */
  async flush(store: CountStore, now = Date.now()): Promise<void> {
    const window = Math.floor(now / this.windowMs);
    const hits = new Map<string, number>();
    for (const [key, entry] of this.entries) {
      if (entry.window !== window) this.entries.delete(key);
      else if (entry.pending > 0) hits.set(key, entry.pending);
    }
    if (hits.size === 0) return;
    for (const key of hits.keys()) this.entries.get(key)!.pending = 0;
    const counts = await store(hits, new Date((window + 1) * this.windowMs)).catch((error: unknown) => {
      // Not written: keep the hits for the next flush.
      for (const [key, n] of hits) {
        const entry = this.entries.get(key);
        if (entry && entry.window === window) entry.pending += n;
      }
      throw error;
    });
    for (const [key, count] of counts) {
      const entry = this.entries.get(key);
      if (entry && entry.window === window) entry.known = count;
    }
  }
}
