import { useSyncExternalStore } from 'react';

/**
 * The root of the topmost open dialog, or null. While a MUI dialog is open it marks the rest of the
 * page aria-hidden and traps focus, so a toast rendered in the page would be silent to screen
 * readers and sit under the dialog's backdrop: the toaster moves into the dialog instead.
 */
function topDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('body > .MuiDialog-root');
  return dialogs.length ? (dialogs[dialogs.length - 1] ?? null) : null;
}

function subscribe(onChange: () => void): () => void {
  // Dialogs mount as portals directly under <body>.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

export function useOpenDialog(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topDialog, () => null);
}
