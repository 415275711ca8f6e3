import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';

const STORAGE_KEY = 'ddu:scroll-positions';
/** Enough history entries for any visit; the oldest are forgotten first. */
const MAX_POSITIONS = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = Math.round(y);
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private mode or a full storage: Back then starts at the top, as before.
  }
}

// useLayoutEffect warns when rendered on the server; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Every pathname is reported as a page view. Following a link (a change of pathname) scrolls smoothly
 * to the top, as the spec asks; Back and Forward return to where the visitor was on that page (issue
 * 29: Back after "Show more" used to land in the footer), as browsers do for ordinary pages. The first
 * page is not scrolled: it arrived rendered by the server, and the visitor may already be reading.
 */
export function useRouteChangeEffects(): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPathname = useRef<string | null>(null);
  const currentKey = useRef(key);

  // The router restores places itself; the browser's own restoration would jump before the page is drawn.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where the visitor is on each history entry, as they scroll.
  useEffect(() => {
    currentKey.current = key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useBrowserLayoutEffect(() => {
    const previous = shownPathname.current;
    shownPathname.current = pathname;
    if (previous === null) return;
    // A filter that rewrites the query (same pathname, not Back) leaves the view where it is.
    if (previous === pathname && navigationType !== 'POP') return;
    if (navigationType === 'POP') {
      const saved = readPositions()[key];
      if (saved !== undefined) {
        window.scrollTo({ top: saved, behavior: 'instant' });
        return;
      }
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, key, navigationType]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
