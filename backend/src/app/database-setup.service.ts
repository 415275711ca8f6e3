import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUserService, AdminPasswordSource } from '../admin/admin-user.service';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { withoutQueryTimeout } from '../database/database-timeouts';
import { mergeLookAlikeSubscribers } from '../database/migrations/1795840000000-MergeLookAlikeSubscribers';
import { sqlDate } from '../database/sql-date';
import { SeedService, SeedSummary } from '../seed/seed.service';
import { DiveSiteExposureService } from '../dive-sites/dive-site-exposure.service';

export interface SetupResult {
  migrationsRun: string[];
  seeded: SeedSummary;
  adminPassword: AdminPasswordSource;
}

/** Brings the database to the current schema and content before the server accepts requests. */
@Injectable()
export class DatabaseSetupService {
  private readonly logger = new Logger(DatabaseSetupService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly seed: SeedService,
    private readonly exposure: DiveSiteExposureService,
    private readonly adminUser: AdminUserService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async prepare(): Promise<SetupResult> {
    return withoutQueryTimeout(this.dataSource, () => this.run());
  }

  private async run(): Promise<SetupResult> {
    let migrationsRun: string[] = [];
    if (this.config.database.kind !== 'sqlite') {
      const ran = await this.dataSource.runMigrations({ transaction: 'each' });
      migrationsRun = ran.map((m) => m.name);
      if (migrationsRun.length) this.logger.log(`Applied migrations: ${migrationsRun.join(', ')}`);
    } else {
      // SQLite builds its schema from the entities and runs no migrations, so the one data migration
      // it needs runs here (it finds nothing to do once done).
      const { merged, unusable } = await mergeLookAlikeSubscribers(this.dataSource.manager, sqlDate(this.dataSource, new Date()));
      if (merged || unusable)
        this.logger.log(`Newsletter: merged ${merged} look-alike addresses, marked ${unusable} unusable ones bounced`);
    }
    const adminPassword = await this.adminUser.ensureAdminUser();
    const seeded = await this.seed.seedEmptyTables();
    seeded.dive_site_exposures = await this.exposure.computeMissing();
    if (seeded.dive_site_exposures) this.logger.log(`Computed the exposure of ${seeded.dive_site_exposures} dive sites`);
    // Retention is enforced at every start as well as on the audit service's schedule.
    const purged = await this.audit.purgeExpired();
    if (purged) this.logger.log(`Deleted ${purged} audit rows past AUDIT_RETENTION_DAYS`);
    return { migrationsRun, seeded, adminPassword };
  }
}
