import type { ReactNode } from 'react';

/** At most one toast is visible; a new one replaces the older. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast is closed at once (so it can animate out) and removed this much later. */
export const TOAST_REMOVE_DELAY_MS = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismissal; `Infinity` keeps the toast until it is dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

type Timer = ReturnType<typeof setTimeout>;

interface DisplayTimer {
  timer?: Timer;
  startedAt: number;
  remaining: number;
}

export function createToastStore() {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const displayTimers = new Map<string, DisplayTimer>();
  const removeTimers = new Map<string, Timer>();

  const emit = (next: ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const clearDisplayTimer = (id: string) => {
    clearTimeout(displayTimers.get(id)?.timer);
    displayTimers.delete(id);
  };

  const forget = (id: string) => {
    clearDisplayTimer(id);
    clearTimeout(removeTimers.get(id));
    removeTimers.delete(id);
  };

  const startDisplayTimer = (id: string, remaining: number) => {
    if (!Number.isFinite(remaining)) return;
    const timer = setTimeout(() => dismiss(id), remaining);
    displayTimers.set(id, { timer, startedAt: Date.now(), remaining });
  };

  const remove = (id: string) => {
    forget(id);
    emit(toasts.filter((item) => item.id !== id));
  };

  function dismiss(id?: string) {
    const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    for (const item of closing) {
      clearDisplayTimer(item.id);
      removeTimers.set(
        item.id,
        setTimeout(() => remove(item.id), TOAST_REMOVE_DELAY_MS),
      );
    }
    const closingIds = new Set(closing.map((item) => item.id));
    emit(toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)));
  }

  function toast(options: ToastOptions): ToastHandle {
    counter += 1;
    const id = `toast-${counter}`;
    const item: ToastItem = { ...options, id, variant: options.variant ?? 'default', open: true };
    const next = [item, ...toasts];
    // Replaced toasts leave immediately; their pending timers must not fire later.
    next.slice(TOAST_LIMIT).forEach((replaced) => forget(replaced.id));
    emit(next.slice(0, TOAST_LIMIT));
    startDisplayTimer(id, options.duration ?? TOAST_DURATION_MS);
    return { id, dismiss: () => dismiss(id) };
  }

  /** Stops the display countdown while the visitor hovers or focuses the toast. */
  function pause(id: string) {
    const display = displayTimers.get(id);
    if (!display?.timer) return;
    clearTimeout(display.timer);
    displayTimers.set(id, {
      startedAt: display.startedAt,
      remaining: Math.max(0, display.remaining - (Date.now() - display.startedAt)),
    });
  }

  function resume(id: string) {
    const display = displayTimers.get(id);
    if (!display || display.timer) return;
    startDisplayTimer(id, display.remaining);
  }

  return {
    toast,
    dismiss,
    pause,
    resume,
    getSnapshot: (): ToastItem[] => toasts,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store; `toast()` may be called from anywhere, including mutation callbacks. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
