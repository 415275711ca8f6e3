import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressShowsState, DIALOG_ENTRY, writeAddressesNow } from './use-address-state';

/** A step that has not arrived by then is given up on, so a lost navigation cannot leave the dialog stuck. */
const STEP_TIMEOUT_MS = 1000;
/** Writes of the page state an open waits for at most before it goes on anyway. */
const MAX_REWRITES = 3;

/**
 * A dialog that is open while the address names it (`?video=12`), so Back closes it before Back leaves
 * the page, as a phone's own screens do, and a reload or a shared link opens it again.
 *
 * Opening adds a history entry. A filter still waiting for typing to pause is written first, and the
 * entry is added once the address shows it, so Back returns to the list the visitor saw (one
 * navigation at a time: the router drops the first of two in a row, and a write already on its way
 * may arrive before the one that holds the last letter). Closing from the page
 * (button, Escape, backdrop) steps back over the dialog's entry; when the page was opened with the
 * dialog (a reload, a shared link) there is no such entry, and the parameter is removed in place.
 * An open that arrives while the previous step is on its way waits for it; a second close is ignored.
 */
export function useDialogAddress(param: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(param);
  const openedHere = (location.state as Record<string, unknown> | null)?.[DIALOG_ENTRY] === true;
  /** When a navigation this hook started left, until the router arrives (0: none underway). */
  const underwaySince = useRef(0);
  const isUnderway = () => underwaySince.current !== 0 && Date.now() - underwaySince.current < STEP_TIMEOUT_MS;
  /** The value to open once the navigation underway has arrived. */
  const waiting = useRef<string | null>(null);
  /** Writes asked for the open that waits: a page state the address never comes to show cannot hold it up. */
  const rewrites = useRef(0);

  const push = useCallback(
    (next: string, search: string) => {
      const params = new URLSearchParams(search);
      params.set(param, next);
      underwaySince.current = Date.now();
      void navigate({ search: `?${params}`, hash: location.hash }, { preventScrollReset: true, state: { [DIALOG_ENTRY]: true } });
    },
    [navigate, param, location.hash],
  );

  // Every arrival ends the step underway. An open that waited for the address to show what was typed
  // goes on once it does; an arrival that still does not (a write overtaken by another) writes again.
  useEffect(() => {
    underwaySince.current = 0;
    const next = waiting.current;
    if (next === null) return;
    if (!addressShowsState(location.search) && rewrites.current < MAX_REWRITES) {
      rewrites.current += 1;
      underwaySince.current = Date.now();
      writeAddressesNow();
      return;
    }
    waiting.current = null;
    push(next, location.search);
    // location.key: each arrival once; push and search are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const show = useCallback(
    (next: string) => {
      if (isUnderway()) {
        waiting.current = next;
        return;
      }
      if (!addressShowsState(location.search)) {
        underwaySince.current = Date.now();
        waiting.current = next;
        rewrites.current = 1;
        writeAddressesNow();
        return;
      }
      push(next, location.search);
    },
    [push, location.search],
  );

  const close = useCallback(() => {
    waiting.current = null;
    if (isUnderway() || value === null) return;
    underwaySince.current = Date.now();
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    params.delete(param);
    const query = params.toString();
    void navigate({ search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [navigate, openedHere, param, value, location.search, location.hash]);

  return { value, show, close };
}
