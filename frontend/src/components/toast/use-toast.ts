import { useSyncExternalStore } from 'react';
import { toastStore, type ToastStore } from './toast-store';

export function useToast(store: ToastStore = toastStore) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    toasts,
    toast: store.toast,
    dismiss: store.dismiss,
    pause: store.pause,
    resume: store.resume,
  };
}
