import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/lib/analytics';

/**
 * Every pathname is reported as a page view; a change of pathname also scrolls smoothly to the top.
 * The first page is not scrolled: it arrived rendered by the server, and the visitor may already be
 * reading further down when the scripts take over.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) first.current = false;
    else window.scrollTo({ top: 0, behavior: 'smooth' });
    trackPageView(pathname);
  }, [pathname]);
}
