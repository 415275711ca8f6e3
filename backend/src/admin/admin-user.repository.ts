import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

/** The owner's account (table `users`): a username and a bcrypt hash. */
@Injectable()
export class AdminUserRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByUsername(username: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ username });
  }

  async insert(username: string, passwordHash: string): Promise<void> {
    await this.dataSource.getRepository(User).insert({ username, password: passwordHash });
  }

  /** Inside the caller's transaction when given its manager. */
  async updatePassword(id: number, passwordHash: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(User, id, { password: passwordHash });
  }
}
