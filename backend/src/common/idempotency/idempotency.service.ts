import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { isUniqueViolation } from '../database-errors';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a key is remembered: a repeat within a day gets the first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for a first request still in flight before it is answered 409. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 100;
/** Expired keys are swept at most this often per instance, so the table cannot grow without bound. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type IdempotencyClaim =
  /** This request holds the key: do the work, then `complete` (or `release` on failure). */
  | { kind: 'claimed' }
  /** The key's first request succeeded: answer what it answered, create nothing. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key was used for another request (another path or body). */
  | { kind: 'mismatch' }
  /** The first request with the key is still being worked on (longer than a repeat waits). */
  | { kind: 'in-flight' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency keys in the `idempotency_keys` table, shared by every instance. The key is claimed by
 * inserting its row before any work is done: the primary key makes exactly one of several concurrent
 * requests the owner of the work; the others wait for its answer and replay it.
 */
@Injectable()
export class IdempotencyService {
  private lastPurgeAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(IdempotencyKey);
  }

  async claim(userId: number, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    await this.purgeExpiredOccasionally();
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const now = new Date();
      // A key older than a day is forgotten, so it can be claimed afresh.
      await this.rows.delete({ userId, key, expiresAt: LessThan(now) });
      try {
        await this.rows.insert({
          userId,
          key,
          fingerprint,
          statusCode: null,
          responseBody: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
        });
        return { kind: 'claimed' };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const first = await this.rows.findOneBy({ userId, key });
      // Gone: the first request failed and gave the key back, so this one may try the work.
      if (!first) continue;
      if (first.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (first.statusCode !== null) {
        return {
          kind: 'replay',
          statusCode: first.statusCode,
          body: first.responseBody === null ? undefined : JSON.parse(first.responseBody),
        };
      }
      if (Date.now() >= deadline) return { kind: 'in-flight' };
      await sleep(IN_FLIGHT_POLL_MS);
    }
  }

  /** Stores the first request's answer, for the repeats. */
  async complete(userId: number, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.rows.update({ userId, key }, { statusCode, responseBody: body === undefined ? null : JSON.stringify(body) });
  }

  /** A refused or failed first request created nothing: its key may be used again for the same request. */
  async release(userId: number, key: string): Promise<void> {
    await this.rows.delete({ userId, key, statusCode: IsNull() });
  }

  private async purgeExpiredOccasionally(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurgeAt < PURGE_INTERVAL_MS) return;
    this.lastPurgeAt = now;
    await this.rows.delete({ expiresAt: LessThan(new Date(now)) });
  }
}
