/** One row of `SHOW REPLICA STATUS` (MySQL 8, MariaDB 10.5+) or `SHOW SLAVE STATUS` (older), as the driver returns it. */
export type ReplicaStatusRow = Record<string, unknown>;

export interface ReplicaHealth {
  usable: boolean;
  /** Seconds behind the primary as the replica reports it; null when it cannot tell (not replicating). */
  lagSeconds: number | null;
  /** Why it is left out, in words for the log; null when usable. */
  problem: string | null;
}

function column(row: ReplicaStatusRow, ...names: string[]): unknown {
  for (const name of names) if (row[name] !== undefined) return row[name];
  return undefined;
}

/**
 * Whether a replica may serve public reads: both replication threads running and no further behind
 * than `maxLagSeconds`. A server that reports no replication at all (a primary listed by mistake, or
 * replication reset) is left out too: nothing says it follows the primary.
 */
export function replicaHealth(rows: readonly ReplicaStatusRow[], maxLagSeconds: number): ReplicaHealth {
  const row = rows[0];
  if (!row) return { usable: false, lagSeconds: null, problem: 'it is not replicating (no replica status)' };
  const io = String(column(row, 'Replica_IO_Running', 'Slave_IO_Running') ?? '');
  const sql = String(column(row, 'Replica_SQL_Running', 'Slave_SQL_Running') ?? '');
  const rawLag = column(row, 'Seconds_Behind_Source', 'Seconds_Behind_Master');
  const lagSeconds = rawLag === null || rawLag === undefined || rawLag === '' ? null : Number(rawLag);
  if (io !== 'Yes' || sql !== 'Yes') {
    const error = String(column(row, 'Last_SQL_Error', 'Last_IO_Error') ?? '').trim();
    return {
      usable: false,
      lagSeconds,
      problem: `replication is stopped (IO ${io || '?'}, SQL ${sql || '?'})${error ? `: ${error}` : ''}`,
    };
  }
  if (lagSeconds === null || Number.isNaN(lagSeconds)) return { usable: false, lagSeconds: null, problem: 'its lag is unknown' };
  if (lagSeconds > maxLagSeconds)
    return { usable: false, lagSeconds, problem: `it is ${lagSeconds} s behind (more than ${maxLagSeconds} s)` };
  return { usable: true, lagSeconds, problem: null };
}

/**
 * True when the replica holds at least the content versions this instance knows (it has applied those
 * writes). A topic without a row has never been written: version 0, as ContentVersionsService counts it.
 */
export function hasCaughtUp(replicaVersions: ReadonlyMap<string, string>, known: ReadonlyMap<string, string>): boolean {
  for (const [topic, version] of known) {
    if (BigInt(replicaVersions.get(topic) ?? '0') < BigInt(version)) return false;
  }
  return true;
}
