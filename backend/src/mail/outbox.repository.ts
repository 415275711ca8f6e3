import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, DeepPartial, EntityManager, In, Repository } from 'typeorm';
import { sqlDate } from '../database/sql-date';
import { OutboxKind, OutboxMessage } from './outbox-message.entity';

/** The e-mail outbox (table `outbox_messages`): queuing, claiming with a lease, and recording outcomes. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<OutboxMessage> {
    return this.dataSource.getRepository(OutboxMessage);
  }

  /** Inserts in `manager`'s transaction; answers the new id. */
  async insert(manager: EntityManager, fields: DeepPartial<OutboxMessage>): Promise<number> {
    const result = await manager.getRepository(OutboxMessage).insert(fields);
    return Number(result.identifiers[0]!.id);
  }

  /** Up to `limit` ids, lowest first, of messages due at `now` whose kind is (or, with `among` false, is not) one of `kinds`; only `ids` when given. */
  async findDueIds(now: Date, kinds: OutboxKind[], among: boolean, limit: number, ids?: number[]): Promise<number[]> {
    const query = this.repo
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where(this.due(now))
      .andWhere(among ? 'm.kind IN (:...kinds)' : 'm.kind NOT IN (:...kinds)', { kinds })
      .orderBy('m.id', 'ASC')
      .limit(limit);
    if (ids) query.andWhere('m.id IN (:...ids)', { ids });
    const rows = await query.getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Claims those of `ids` still due at `now` for `token` until `lockedUntil` and counts the attempt;
   * answers the messages this claim got (another instance that claimed a row first makes it match nothing here).
   */
  async claim(ids: number[], token: string, lockedUntil: Date, now: Date): Promise<OutboxMessage[]> {
    await this.repo
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'sending', claimToken: token, lockedUntil, attempts: () => 'attempts + 1' })
      .where('id IN (:...ids)', { ids })
      // Checked again by the UPDATE itself.
      .andWhere(this.due(now, ''))
      .execute();
    return this.repo.find({ where: { claimToken: token, status: 'sending' }, order: { id: 'ASC' } });
  }

  /** Gives claimed messages back to the queue (the attempt is not counted). */
  async release(ids: number[], token: string | null): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'queued', claimToken: null, lockedUntil: null, attempts: () => 'attempts - 1' })
      .where('id IN (:...ids)', { ids })
      .andWhere('claimToken = :token', { token })
      .andWhere("status = 'sending'")
      .execute();
  }

  /** Records a claimed message's outcome, only while this claim still holds it. */
  async finish(message: OutboxMessage, fields: Partial<OutboxMessage>): Promise<void> {
    await this.repo.update(
      { id: message.id, claimToken: message.claimToken ?? undefined },
      { ...fields, claimToken: null, lockedUntil: null },
    );
  }

  /** Messages of `kinds` being sent, or sent after `since`. */
  countInFlightOrSentSince(kinds: OutboxKind[], since: Date): Promise<number> {
    return this.repo
      .createQueryBuilder('m')
      .where('m.kind IN (:...kinds)', { kinds })
      .andWhere(
        new Brackets((qb) =>
          qb.where("m.status = 'sending'").orWhere("(m.status = 'sent' AND m.sentAt > :since)", { since: sqlDate(this.dataSource, since) }),
        ),
      )
      .getCount();
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.repo
      .createQueryBuilder('m')
      .select('m.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('m.status')
      .getRawMany<{ status: string; count: string }>();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  }

  findByIds(ids: number[]): Promise<OutboxMessage[]> {
    return this.repo.findBy({ id: In(ids) });
  }

  /** Queued and due, or claimed by an instance whose lease ran out. */
  private due(now: Date, alias = 'm.'): Brackets {
    const at = sqlDate(this.dataSource, now);
    return new Brackets((qb) => {
      qb.where(`(${alias}status = 'queued' AND ${alias}nextAttemptAt <= :dueAt)`, { dueAt: at }).orWhere(
        `(${alias}status = 'sending' AND ${alias}lockedUntil < :dueAt)`,
        { dueAt: at },
      );
    });
  }
}
