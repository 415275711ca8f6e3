/**
 * Polls `check` every 50 ms until it gives a truthy value, which it returns; throws after `timeoutMs`.
 * For work the app does in the background (the outbox worker, a newsletter send), which no response awaits.
 */
export async function until<T>(what: string, check: () => Promise<T | undefined | false | null>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
