import { ServiceUnavailableException } from '@nestjs/common';

export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-in attempts are being checked right now. Please try again in a minute.';

/**
 * Runs password hashes one (or `concurrency`) at a time, so a burst of logins from many addresses
 * keeps the other CPU core(s) for visitors. Waiting is bounded: beyond `maxWaiting` queued checks a
 * login is answered 503 at once instead of piling up behind a flood.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new ServiceUnavailableException(SIGN_IN_BUSY_MESSAGE);
      // The finishing check hands its slot straight to the next in line.
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
