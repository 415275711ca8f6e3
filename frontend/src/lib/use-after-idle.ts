import { useEffect, useState } from 'react';

/** The longest the browser may stay busy before the work starts anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the server, while the browser hydrates and until it is next idle; true from then on. For
 * browser-only parts that are costly to build (the Leaflet map) and are not needed for the page to
 * answer: they come after the page is interactive, and the first browser render still matches the
 * server's.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
