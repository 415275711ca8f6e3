import { ServiceUnavailableException } from '@nestjs/common';
import { HashGate, SIGN_IN_BUSY_MESSAGE } from './hash-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe(HashGate.name, () => {
  it('runs one check at a time, in the order they came', async () => {
    const gate = new HashGate(1, 10);
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = gate.run(async () => {
      order.push('b runs');
    });
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('answers "busy" at once when too many are waiting, and recovers', async () => {
    const gate = new HashGate(1, 1);
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const queued = gate.run(async () => 'queued');
    await expect(gate.run(async () => 'third')).rejects.toThrow(new ServiceUnavailableException(SIGN_IN_BUSY_MESSAGE));
    hold.resolve();
    await running;
    await expect(queued).resolves.toBe('queued');
    await expect(gate.run(async () => 'later')).resolves.toBe('later');
  });

  it('frees the slot when a check fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
