import { Suspense, use, type ReactNode } from 'react';

/** One promise per media query, settled the first time the query matches. */
const shown = new Map<string, Promise<void>>();

function whenMatches(query: string): Promise<void> {
  let promise = shown.get(query);
  if (!promise) {
    const list = window.matchMedia(query);
    promise = new Promise<void>((resolve) => {
      const onChange = (event: MediaQueryListEvent) => {
        if (!event.matches) return;
        list.removeEventListener('change', onChange);
        resolve();
      };
      list.addEventListener('change', onChange);
    });
    shown.set(query, promise);
  }
  return promise;
}

/**
 * Suspends on a screen the query does not match, until it does (a phone turned, a window widened). The
 * server, and a browser that cannot tell (no matchMedia), render the part.
 */
function Gate({ query }: { query: string }) {
  const canTell = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  if (canTell && !window.matchMedia(query).matches) use(whenMatches(query));
  return null;
}

/**
 * A part of a server-rendered page that only screens matching `query` show (the style sheet hides it
 * on the others). There the browser keeps the server's HTML as it is and React does not hydrate it
 * until the screen matches: a phone does not pay for controls it never shows. Rendered in the
 * browser afresh on such a screen, it renders nothing. The server always renders it whole.
 *
 * Only inside a page, never in the layout around the pages: React cannot tell which contexts a part
 * it has not hydrated reads, so a navigation (a new location, as a transition) reaches it, and a
 * transition that reaches a part still waiting here waits with it. On a phone it would wait for ever:
 * the header's navigation links, put in one, held every navigation back.
 */
export function HydrateWhenShown({ query, children }: { query: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate query={query} />
      {children}
    </Suspense>
  );
}
