import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks the history entry a dialog added, with the dialog's name. */
const DIALOG_STATE = 'ddu:dialog';

function dialogOf(state: unknown): unknown {
  return (state as Record<string, unknown> | null)?.[DIALOG_STATE];
}

/**
 * Back closes an open dialog or sheet instead of leaving the page (issue 29), as on a phone's own
 * screens: opening adds a history entry (same address), Back removes it and closes, and closing from
 * the page (button, Escape, backdrop) steps back over that entry. Returns the close function to use.
 */
export function useCloseOnBack(open: boolean, onClose: () => void, name: string): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useRef(false);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const marked = dialogOf(location.state) === name;

  useEffect(() => {
    if (!open || pushed.current) return;
    pushed.current = true;
    navigate(here, { state: { ...((location.state as object | null) ?? {}), [DIALOG_STATE]: name }, preventScrollReset: true });
    // Only opening adds the entry; `here` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Back (or Forward) left the dialog's entry while it was open.
  useEffect(() => {
    if (pushed.current && open && !marked) {
      pushed.current = false;
      onClose();
    }
    // location.key: every arrival, including the first after opening, is checked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      if (marked) navigate(-1);
    }
    onClose();
  }, [marked, navigate, onClose]);
}
