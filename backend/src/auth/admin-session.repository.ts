import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityManager, LessThanOrEqual, Repository } from 'typeorm';
import { AdminSession } from './admin-session.entity';

/** The owner's server-side sessions (table `admin_sessions`), keyed by the hash of the cookie's token. */
@Injectable()
export class AdminSessionRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<AdminSession> {
    return this.dataSource.getRepository(AdminSession);
  }

  async insert(fields: DeepPartial<AdminSession>): Promise<void> {
    await this.repo.insert(fields);
  }

  findById(id: string): Promise<AdminSession | null> {
    return this.repo.findOneBy({ id });
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  async updateLastActivity(id: string, lastActivityAt: Date): Promise<void> {
    await this.repo.update({ id }, { lastActivityAt });
  }

  /** Drops sessions past their absolute lifetime at `now`, then those idle since `idleCutoff` or earlier. */
  async deleteExpired(now: Date, idleCutoff: Date): Promise<void> {
    await this.repo.delete({ expiresAt: LessThanOrEqual(now) });
    await this.repo.delete({ lastActivityAt: LessThanOrEqual(idleCutoff) });
  }

  /** Ends every session of the user inside the caller's transaction; answers how many. */
  async deleteForUser(manager: EntityManager, userId: number): Promise<number> {
    return (await manager.delete(AdminSession, { userId })).affected ?? 0;
  }
}
