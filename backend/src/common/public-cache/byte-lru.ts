/**
 * A least-recently-used map bounded by the bytes its values hold, not by their number: a few large
 * answers and many small ones share one budget, and no sequence of keys can grow it past `maxBytes`.
 */
export class ByteLru<V> {
  /** Map iteration follows insertion order, so the first key is always the least recently used. */
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marked as just used; undefined when absent. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores the value and evicts the least recently used ones until the total fits. A value larger
   * than the whole budget is not stored at all (and replaces nothing): returns false then.
   */
  set(key: string, value: V, bytes: number): boolean {
    if (bytes > this.maxBytes) return false;
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
