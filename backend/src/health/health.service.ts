import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HealthResponseDto, LivenessResponseDto } from './health.dto';

/** A readiness probe answers within this, whatever the database does (load balancers time out too). */
const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Readiness: the process and its database. */
  async check(): Promise<HealthResponseDto> {
    const database = (await this.databaseAnswers()) ? 'up' : 'down';
    return {
      status: database === 'up' ? 'ok' : 'error',
      database,
      databaseKind: this.config.database.kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** Liveness: the process answers. Never touches the database, so an outage does not get the process restarted. */
  live(): LivenessResponseDto {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.min(PROBE_TIMEOUT_MS, this.config.database.timeouts.queryMs));
    });
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
