export class HealthResponseDto {
  /** "ok" when the app and its database answer. */
  status: 'ok' | 'error';
  /** "up" when a query against the database succeeds. */
  database: 'up' | 'down';
  /** mysql, mariadb or sqlite. */
  databaseKind: string;
  uptimeSeconds: number;
}

export class LivenessResponseDto {
  /** Always "ok": an answer at all means the process is up. */
  status: 'ok';
  uptimeSeconds: number;
}
