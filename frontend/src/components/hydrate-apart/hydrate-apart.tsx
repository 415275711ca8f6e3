import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { partGone, partLive, partWaiting } from './parts-live';

/** Rendered last inside the part: its effect runs when the part's content commits (is hydrated). */
function PartLive({ part }: { part: object }) {
  useEffect(() => partLive(part), [part]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own (a Suspense boundary). The page
 * around it comes alive first and this part follows, a slice at a time, at the lowest priority; a
 * tap or a key inside it hydrates it (and only it) at once. Without such parts the whole page is one
 * piece: a visitor's first tap or key while it hydrates makes React finish all of it before the
 * handler runs (0.5 to 3 s on a phone at 4x CPU).
 *
 * Put it where a key typed elsewhere does not re-render it: in a memoised component whose props stay
 * the same, or around a memoised child. A part still waiting to hydrate whose props change is
 * hydrated at the priority of that change, so a typed key flowing into one would hydrate it in the
 * key's own frame again.
 *
 * The server renders the part complete (the page is prerendered), so crawlers get the same HTML; the
 * empty fallback shows only if its code is not loaded on a later, client-side render. Until its
 * content is live the part counts as waiting (parts-live.ts).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  useEffect(() => {
    partWaiting(part);
    return () => partGone(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartLive part={part} />
    </Suspense>
  );
}
