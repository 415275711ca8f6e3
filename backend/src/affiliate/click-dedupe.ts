import { createHash } from 'node:crypto';

/**
 * Remembers, for a minute, that a visitor clicked a link, so a double click or an impatient
 * second tap counts once. Held in memory only (a hash, never the address itself), bounded: when
 * full, expired keys go first, then the oldest.
 */
export class ClickDedupe {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly maxKeys = 20_000,
  ) {}

  /** True the first time within the window; false for a repeat. */
  firstWithinWindow(parts: readonly string[], now = Date.now()): boolean {
    const key = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    this.seen.delete(key);
    if (this.seen.size >= this.maxKeys) this.evict(now);
    this.seen.set(key, now + this.windowMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private evict(now: number): void {
    for (const [key, until] of this.seen) if (until <= now) this.seen.delete(key);
    // Insertion order is expiry order (one window for all), so the first keys are the oldest.
    for (const key of this.seen.keys()) {
      if (this.seen.size < this.maxKeys) break;
      this.seen.delete(key);
    }
  }
}
