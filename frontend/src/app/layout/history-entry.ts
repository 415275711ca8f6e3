/** What the app needs of its router: the state it has reached (`router.state`, React Router's public router object). */
interface RouterWithState {
  readonly state: { readonly location: { readonly key: string } };
}

let followed: RouterWithState | null = null;

/** Called once with the router the app runs on (see main.tsx). */
export function followHistoryEntries(router: RouterWithState | null): void {
  followed = router;
}

/**
 * The key of the history entry the browser is on now. The router moves to a new entry at once but
 * hands its new location to React as a transition, so the location a component has rendered can still
 * be the previous entry's (after "Show more" rewrote the address, until React commits), and a second
 * navigation can overtake that commit entirely. `fallback` (the rendered location's key) serves where
 * no router is followed: the server and tests that mount their own.
 */
export function currentEntryKey(fallback: string): string {
  return followed?.state.location.key ?? fallback;
}
