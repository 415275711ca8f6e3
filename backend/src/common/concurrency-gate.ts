/**
 * Runs at most `concurrency` jobs at a time with at most `maxWaiting` queued behind them; beyond that
 * a job is refused at once with `whenFull()` instead of piling up behind a flood. Used for password
 * hashes (admin/hash-gate.ts), so the other core keeps serving visitors. (Server renders have a gate
 * of their own that favours light clients: pages/http/render-shield.ts.)
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly whenFull: () => Error,
  ) {}

  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw this.whenFull();
      // The finishing job hands its slot straight to the next in line.
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
