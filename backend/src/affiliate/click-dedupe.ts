import { createHash } from 'node:crypto';

/** A repeat within this counts not at all (a double click, an impatient second tap). */
export const REPEAT_WINDOW_MS = 60_000;
/** At most this many clicks of one address on one link count per hour, whatever the User-Agent says. */
export const MAX_CLICKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

interface Seen {
  hourStart: number;
  counted: number;
  last: number;
}

/**
 * Decides which clicks of one address on one link count: the first, then at most a few an hour, and
 * never a repeat within a minute. Keyed on the address and the link only (rotating the User-Agent
 * does not make a new visitor). Held in memory per instance (a hash, never the address itself),
 * bounded: when full, expired keys go first, then the oldest.
 */
export class ClickDedupe {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly maxPerHour = MAX_CLICKS_PER_HOUR,
    private readonly maxKeys = 50_000,
  ) {}

  /** True when this click counts; false for a repeat or beyond the hour's allowance. */
  counts(parts: readonly string[], now = Date.now()): boolean {
    const key = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
    let seen = this.seen.get(key);
    if (seen && now - seen.hourStart >= HOUR_MS) {
      this.seen.delete(key);
      seen = undefined;
    }
    if (!seen) {
      if (this.seen.size >= this.maxKeys) this.evict(now);
      this.seen.set(key, { hourStart: now, counted: 1, last: now });
      return true;
    }
    const repeat = now - seen.last < REPEAT_WINDOW_MS;
    seen.last = now;
    if (repeat || seen.counted >= this.maxPerHour) return false;
    seen.counted += 1;
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private evict(now: number): void {
    for (const [key, seen] of this.seen) if (now - seen.hourStart >= HOUR_MS) this.seen.delete(key);
    // Insertion order is the order hours started, so the first keys are the oldest.
    for (const key of this.seen.keys()) {
      if (this.seen.size < this.maxKeys) break;
      this.seen.delete(key);
    }
  }
}
