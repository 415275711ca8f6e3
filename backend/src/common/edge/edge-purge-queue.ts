import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Brackets, DataSource, EntityManager, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { sqlDate } from '../../database/sql-date';
import type { ContentTopic } from '../content-versions/content-topics';
import { EdgePurge } from './edge-purge.entity';
import { edgeTags, SITE_TAG } from './edge-tags';

/** A purge is sent once every instance has dropped its own copies (see `delayMs`), so the shared cache refetches the new answer. */
const SAFETY_MARGIN_MS = 250;

/**
 * The purge queue (table `edge_purges`), built like the e-mail outbox: a content write queues the
 * purge of its topics in its own transaction, and any instance sends it after claiming it with a
 * conditional UPDATE, so it is sent exactly once however many instances run, and retried with
 * backoff when the shared cache or CDN refuses it. Nothing is queued when no purger is configured.
 */
@Injectable()
export class EdgePurgeQueue {
  private readonly nudgeListeners: ((delayMs: number) => void)[] = [];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return this.config.edge.purger !== null;
  }

  /**
   * How long after the write a purge goes out: by then every instance has read the new content
   * versions (CONTENT_VERSION_POLL_MS) and dropped its in-process copy. Sent earlier, the shared cache
   * could refetch the old answer from an instance that has not yet noticed, and keep it a day.
   */
  get delayMs(): number {
    return this.config.publicCache.versionPollMs + SAFETY_MARGIN_MS;
  }

  /** Queues the purge of `topics` in `manager`'s transaction (a no-op without a purger). */
  async enqueue(manager: EntityManager, topics: readonly ContentTopic[]): Promise<void> {
    if (!this.configured || topics.length === 0) return;
    const tags = edgeTags(topics).filter((tag) => tag !== SITE_TAG);
    await manager
      .getRepository(EdgePurge)
      .insert({ tags: tags.join(' '), status: 'queued', nextAttemptAt: new Date(Date.now() + this.delayMs) });
  }

  /** Tells this instance's worker that a purge is queued (after the transaction committed). */
  nudge(): void {
    for (const listener of this.nudgeListeners) listener(this.delayMs);
  }

  onNudge(listener: (delayMs: number) => void): void {
    this.nudgeListeners.push(listener);
  }

  /**
   * Claims up to `limit` due purges for this instance until the lease runs out and counts the
   * attempt: queued ones whose time has come, and `sending` ones whose instance died.
   */
  async claim(limit: number, now = new Date()): Promise<EdgePurge[]> {
    const repo = this.dataSource.getRepository(EdgePurge);
    const ids = (
      await repo
        .createQueryBuilder('p')
        .select('p.id', 'id')
        .where(this.due(now, 'p.'))
        .orderBy('p.id', 'ASC')
        .limit(limit)
        .getRawMany<{ id: number }>()
    ).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const token = randomUUID();
    await repo
      .createQueryBuilder()
      .update(EdgePurge)
      .set({
        status: 'sending',
        claimToken: token,
        lockedUntil: new Date(now.getTime() + this.config.edge.purge.leaseMs),
        attempts: () => 'attempts + 1',
      })
      .where({ id: In(ids) })
      // Checked again by the UPDATE itself: another instance that claimed a row first makes it match nothing here.
      .andWhere(this.due(now, ''))
      .execute();
    return repo.find({ where: { claimToken: token, status: 'sending' }, order: { id: 'ASC' } });
  }

  /**
   * When the purges due now should go out: the time the last of the queued purges falling due within
   * `withinMs` does (of the first `limit`, as many as one claim takes), so that a burst of edits
   * (several requests, several instances) costs one purge; null when none is due yet.
   */
  async burstDueAt(withinMs: number, limit: number, now = new Date()): Promise<Date | null> {
    const soon = await this.dataSource
      .getRepository(EdgePurge)
      .createQueryBuilder('p')
      .select(['p.id', 'p.nextAttemptAt'])
      .where(`p.status = 'queued' AND p.nextAttemptAt <= :soon`, { soon: sqlDate(this.dataSource, new Date(now.getTime() + withinMs)) })
      .orderBy('p.nextAttemptAt', 'ASC')
      .limit(limit)
      .getMany();
    const first = soon[0];
    if (!first || first.nextAttemptAt.getTime() > now.getTime()) return null;
    return soon[soon.length - 1]!.nextAttemptAt;
  }

  /** Records the outcome of claimed purges, only while this claim still holds them. */
  async finish(purges: EdgePurge[], fields: Partial<EdgePurge>): Promise<void> {
    if (purges.length === 0) return;
    await this.dataSource
      .getRepository(EdgePurge)
      .update(
        { id: In(purges.map((p) => p.id)), claimToken: purges[0]!.claimToken ?? undefined },
        { ...fields, claimToken: null, lockedUntil: null },
      );
  }

  /** Purges by status, for operators and tests. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.dataSource
      .getRepository(EdgePurge)
      .createQueryBuilder('p')
      .select('p.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('p.status')
      .getRawMany<{ status: string; count: string }>();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  }

  private due(now: Date, alias: string): Brackets {
    const at = sqlDate(this.dataSource, now);
    return new Brackets((qb) => {
      qb.where(`(${alias}status = 'queued' AND ${alias}nextAttemptAt <= :dueAt)`, { dueAt: at }).orWhere(
        `(${alias}status = 'sending' AND ${alias}lockedUntil < :dueAt)`,
        { dueAt: at },
      );
    });
  }
}
