import { useMemo, useRef } from 'react';

/** The request header the admin creates accept (see the API's Idempotency-Key parameter). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A random key; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per save: the same payload sent again after a failure (a retry, perhaps after a timeout
 * whose first try did reach the server) keeps its key, so the server creates the item at most once;
 * a changed payload, or a save after a success, gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        const json = JSON.stringify(payload) ?? '';
        if (last.current?.payload !== json) last.current = { payload: json, key: newIdempotencyKey() };
        return last.current.key;
      },
      forget(): void {
        last.current = null;
      },
    }),
    [],
  );
}
