import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';
import { currentEntryKey } from './history-entry';

/**
 * Where the visitor was on each history entry of this page's life. In memory: Back and Forward within
 * the app are the only readers (a page loaded afresh starts where the server's page starts), and
 * reading and writing the whole record in sessionStorage on every scrolled frame cost a slow phone
 * several milliseconds each time.
 */
const positions = new Map<string, number>();

function savePosition(key: string, y: number): void {
  positions.set(key, Math.round(y));
}

/**
 * Every pathname is reported as a page view. Following a link (a change of pathname) scrolls smoothly
 * to the top, as the spec asks; Back and Forward return to where the visitor was on that page (after
 * "Show more" too, rather than in the footer), as browsers do for ordinary pages. The first
 * page is not scrolled: it arrived rendered by the server, and the visitor may already be reading.
 * (React 19 runs no layout effect on the server and no longer warns about one there.)
 */
export function useRouteChangeEffects(): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPathname = useRef<string | null>(null);

  // Remember where the visitor is on each history entry, as they scroll; the browser's own restoration
  // would jump before the page is drawn. A layout effect, so the entry left behind stops listening
  // before the next page scrolls to its top: that scroll's events are not the old entry's place.
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    // An entry the address-state rewrote in place (a filter, "Show more") gets a new key after the
    // visitor may already have scrolled: note where they are now, not only at the next scroll. Read
    // once the next frame is drawn: reading scrollY right after React's commit would lay out the whole
    // page there and then (on a phone, 40 ms of the first page's hydration).
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(() => savePosition(key, scrollY));
    });
    // Where the visitor scrolled to, and on which history entry, until it is saved at the next frame.
    // The entry is the one the browser is on when the scroll happens, which React's location may not
    // show yet: Back after "Show more" and a link followed at once must find the place under the entry
    // "Show more" wrote.
    let unsaved: { entry: string; y: number } | null = null;
    const saveUnsaved = () => {
      if (unsaved !== null) savePosition(unsaved.entry, unsaved.y);
      unsaved = null;
    };
    const onScroll = () => {
      unsaved = { entry: currentEntryKey(key), y: scrollY };
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(saveUnsaved);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      removeEventListener('scroll', onScroll);
      // A link followed in the same frame as the last scroll: that place still counts for Back.
      saveUnsaved();
    };
  }, [key]);

  useLayoutEffect(() => {
    const previous = shownPathname.current;
    shownPathname.current = pathname;
    // The first page, and a filter that rewrites the query (same pathname, not Back), leave the view be.
    if (previous === null || (previous === pathname && navigationType !== 'POP')) return;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) scrollTo({ top: saved, behavior: 'instant' });
    else if (previous !== pathname) scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, key, navigationType]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
