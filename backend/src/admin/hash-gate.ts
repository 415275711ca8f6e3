import { ServiceUnavailableException } from '@nestjs/common';
import { ConcurrencyGate } from '../common/concurrency-gate';

export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-in attempts are being checked right now. Please try again in a minute.';

/**
 * Runs password hashes one (or `concurrency`) at a time, so a burst of logins from many addresses
 * keeps the other CPU core(s) for visitors. Waiting is bounded: beyond `maxWaiting` queued checks a
 * login is answered 503 at once instead of piling up behind a flood.
 */
export class HashGate extends ConcurrencyGate {
  constructor(concurrency: number, maxWaiting: number) {
    super(concurrency, maxWaiting, () => new ServiceUnavailableException(SIGN_IN_BUSY_MESSAGE));
  }
}
