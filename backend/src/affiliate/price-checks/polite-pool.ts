/**
 * Runs `run` over `items`, at most `concurrency` at once and at most `perHost` at once against any one
 * seller host, so a price run never hammers one shop however many of its offers we list. A free
 * slot takes the first waiting item whose host is under its limit; the order is otherwise kept.
 */
export async function runPolitely<T>(
  items: readonly T[],
  hostOf: (item: T) => string,
  run: (item: T) => Promise<void>,
  limits: { concurrency: number; perHost: number },
): Promise<void> {
  const queue = [...items];
  const active = new Map<string, number>();
  let waiting: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const worker = async () => {
    while (queue.length) {
      const at = queue.findIndex((item) => (active.get(hostOf(item)) ?? 0) < limits.perHost);
      if (at === -1) {
        await new Promise<void>((resolve) => waiting.push(resolve));
        continue;
      }
      const [item] = queue.splice(at, 1) as [T];
      const host = hostOf(item);
      active.set(host, (active.get(host) ?? 0) + 1);
      try {
        await run(item);
      } finally {
        active.set(host, (active.get(host) ?? 1) - 1);
        wakeAll();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, items.length)) }, worker));
}

/** "https://www.shop.example:8443/x" → "shop.example:8443": one host, one politeness limit. */
export function hostKey(url: string): string {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}
