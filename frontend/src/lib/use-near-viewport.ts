import { useEffect, useState, type RefObject } from 'react';

/**
 * False on the server, while the browser hydrates, and until the element comes within `margin` of
 * the screen; true from then on. For browser-only parts below the first screen that cost a phone
 * code and work (the home page's forecast row): they load as the visitor scrolls toward them, not
 * while the page is still settling. Browsers without IntersectionObserver load them at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
