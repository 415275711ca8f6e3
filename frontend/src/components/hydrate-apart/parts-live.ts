/**
 * Which parts of the server-rendered page (HydrateApart) React has not hydrated yet. The page's shell
 * comes alive before its parts, so "the shell's effects ran" does not mean a link or a field in the
 * page has its handlers: whoever needs the whole page live (main.tsx's <html data-hydrated>, which
 * browser tests wait for) asks here.
 */
const waiting = new Set<object>();
let onAllLive: Array<() => void> = [];

function settleIfNoneWaiting(): void {
  // A part coming alive can hold parts of its own, which register in the same commit: look once
  // every effect of that commit has run.
  queueMicrotask(() => {
    if (waiting.size > 0) return;
    const callbacks = onAllLive;
    onAllLive = [];
    for (const callback of callbacks) callback();
  });
}

/** A part whose content has not come alive by the time its parent's effects run. */
export function partWaiting(part: object): void {
  waiting.add(part);
}

/** The part's content came alive, or the part left the page before it did. */
export function partSettled(part: object): void {
  if (!waiting.delete(part)) return;
  settleIfNoneWaiting();
}

/** Calls back (once) when no part of the page is waiting to hydrate. */
export function whenAllPartsLive(callback: () => void): void {
  onAllLive.push(callback);
  settleIfNoneWaiting();
}
