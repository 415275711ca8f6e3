import { startTransition, useEffect, useState } from 'react';

/** Whether the server's page has been hydrated (or there was none to hydrate). */
let pageHydrated = false;

/** main.tsx: from now on, parts that mount render for the browser at once (a navigation, a later render). */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: for
 * parts that only exist in a browser (the Leaflet map), so the first browser render matches the
 * server's and the browser-only part follows straight after.
 *
 * The switch is a transition rendered after the hydrating commit, in slices the browser can
 * interrupt. (A store whose browser value differs from the server's, as useSyncExternalStore would
 * have it, makes React re-render the part synchronously at the end of the hydration's own task: on a
 * phone one long task of every browser-only part at once.) A part mounted after the page is hydrated
 * renders for the browser at once.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(pageHydrated);
  useEffect(() => {
    if (!isClient) startTransition(() => setIsClient(true));
  }, [isClient]);
  return isClient;
}
