import { hasCaughtUp, replicaHealth } from './replica-health';

const running = { Slave_IO_Running: 'Yes', Slave_SQL_Running: 'Yes', Seconds_Behind_Master: 0 };

describe(replicaHealth.name, () => {
  it('admits a replica whose threads run and whose lag is within the threshold (MariaDB and MySQL column names)', () => {
    expect(replicaHealth([{ ...running, Seconds_Behind_Master: 3 }], 5)).toEqual({ usable: true, lagSeconds: 3, problem: null });
    expect(replicaHealth([{ Replica_IO_Running: 'Yes', Replica_SQL_Running: 'Yes', Seconds_Behind_Source: '0' }], 5).usable).toBe(true);
  });

  it('leaves out a replica that lags past the threshold', () => {
    expect(replicaHealth([{ ...running, Seconds_Behind_Master: 6 }], 5)).toEqual({
      usable: false,
      lagSeconds: 6,
      problem: 'it is 6 s behind (more than 5 s)',
    });
  });

  it('leaves out a replica whose replication stopped or that does not replicate at all', () => {
    const stopped = replicaHealth(
      [{ ...running, Slave_SQL_Running: 'No', Seconds_Behind_Master: null, Last_SQL_Error: 'Duplicate entry' }],
      5,
    );
    expect(stopped.usable).toBe(false);
    expect(stopped.problem).toBe('replication is stopped (IO Yes, SQL No): Duplicate entry');
    expect(replicaHealth([], 5).problem).toMatch(/not replicating/);
    expect(replicaHealth([{ ...running, Seconds_Behind_Master: null }], 5).problem).toBe('its lag is unknown');
  });
});

describe(hasCaughtUp.name, () => {
  const known = new Map([
    ['articles', '5'],
    ['reviews', '0'],
  ]);

  it('holds when the replica has every version this instance knows, a never-written topic counting as 0', () => {
    expect(hasCaughtUp(new Map([['articles', '5']]), known)).toBe(true);
    expect(hasCaughtUp(new Map([['articles', '6']]), known)).toBe(true);
  });

  it('fails while the replica has not applied the latest write', () => {
    expect(hasCaughtUp(new Map([['articles', '4']]), known)).toBe(false);
    expect(hasCaughtUp(new Map(), known)).toBe(false);
  });
});
