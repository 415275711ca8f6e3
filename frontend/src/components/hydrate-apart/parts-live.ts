/**
 * Which parts of the server-rendered page (HydrateApart) React has not hydrated yet. The page's shell
 * comes alive before its parts, so "the shell's effects ran" does not mean a link or a field in the
 * page has its handlers: whoever needs the whole page live (main.tsx's <html data-hydrated>, which
 * browser tests wait for) asks here.
 */
const waiting = new Set<object>();
const live = new WeakSet<object>();
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

/** A part on the page (its parent's effects run): it waits unless its content is live already. */
export function partWaiting(part: object): void {
  if (!live.has(part)) waiting.add(part);
}

/** The part's content came alive (its own effects run). */
export function partLive(part: object): void {
  live.add(part);
  partGone(part);
}

/** The part left the page (or came alive): it no longer waits. */
export function partGone(part: object): void {
  if (!waiting.delete(part)) return;
  settleIfNoneWaiting();
}

/** Calls back (once) when no part of the page is waiting to hydrate. */
export function whenAllPartsLive(callback: () => void): void {
  onAllLive.push(callback);
  settleIfNoneWaiting();
}
