import { hostKey, runPolitely } from './polite-pool';

describe(runPolitely.name, () => {
  it('runs everything, never more than perHost at once on one host, and uses free slots for other hosts', async () => {
    const items = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'c1'];
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    let overall = 0;
    let mostOverall = 0;
    const done: string[] = [];
    await runPolitely(
      items,
      (item) => item[0]!,
      async (item) => {
        const host = item[0]!;
        inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
        overall += 1;
        most.set(host, Math.max(most.get(host) ?? 0, inFlight.get(host)!));
        mostOverall = Math.max(mostOverall, overall);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight.set(host, inFlight.get(host)! - 1);
        overall -= 1;
        done.push(item);
      },
      { concurrency: 4, perHost: 2 },
    );
    expect([...done].sort()).toEqual([...items].sort());
    expect(most.get('a')).toBe(2);
    expect(mostOverall).toBe(4);
    // b and c did not wait behind the five a's.
    expect(done.indexOf('b1')).toBeLessThan(3);
  });

  it('names a host without www. and with its port', () => {
    expect(hostKey('https://www.Shop.example:8443/x?y')).toBe('shop.example:8443');
    expect(hostKey('not a url')).toBe('');
  });
});
