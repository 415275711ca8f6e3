import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from './user.entity';

export const ADMIN_USERNAME = 'admin';
const BCRYPT_COST = 12;

export type AdminPasswordSource =
  | { source: 'env' }
  | { source: 'generated'; password: string }
  | { source: 'existing' };

/** The single owner account: only a bcrypt hash of its password is ever stored. */
@Injectable()
export class AdminUserService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ensureAdminUser(): Promise<AdminPasswordSource> {
    const users = this.dataSource.getRepository(User);
    const existing = await users.findOneBy({ username: ADMIN_USERNAME });
    const fromEnv = this.config.adminPassword;
    if (fromEnv) {
      if (!existing) {
        await users.insert({ username: ADMIN_USERNAME, password: await bcrypt.hash(fromEnv, BCRYPT_COST) });
      } else if (!(await bcrypt.compare(fromEnv, existing.password))) {
        await users.update(existing.id, { password: await bcrypt.hash(fromEnv, BCRYPT_COST) });
      }
      return { source: 'env' };
    }
    if (existing) return { source: 'existing' };
    const password = randomBytes(15).toString('base64url');
    await users.insert({ username: ADMIN_USERNAME, password: await bcrypt.hash(password, BCRYPT_COST) });
    return { source: 'generated', password };
  }

  /** Returns the admin user when the password matches its stored hash. */
  async verifyPassword(password: string): Promise<User | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ username: ADMIN_USERNAME });
    if (!user) return null;
    return (await bcrypt.compare(password, user.password)) ? user : null;
  }
}
