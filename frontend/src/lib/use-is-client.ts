import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: for
 * parts that only exist in a browser (the Leaflet map), so the first browser render matches the
 * server's and the browser-only part follows straight after.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
