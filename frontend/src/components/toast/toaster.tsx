import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useOpenDialog } from './open-dialog';
import { toastStore, type ToastStore } from './toast-store';
import { useToast } from './use-toast';

const HOTKEY = 'F8';

// The cards (slide-in, swipe, close button) load with the first toast: most page views show none.
const ToastCard = lazy(async () => ({ default: (await import('./toast-card')).ToastCard }));

/** Renders the toast queue. Mount once, inside the theme provider. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { toasts, dismiss, pause, resume } = useToast(store);
  const regionRef = useRef<HTMLElement>(null);
  const dialog = useOpenDialog();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const region = (
    <Box
      component="section"
      ref={regionRef}
      role="region"
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // At the bottom on every screen: on a phone the top holds the logo, the search and the menu
        // buttons, and a toast there covered them. Over a dialog it goes to the top, clear of the
        // dialog's own buttons (a dialog's actions sit at its bottom).
        top: dialog ? 0 : 'auto',
        bottom: dialog ? 'auto' : 0,
        right: 0,
        width: '100%',
        maxWidth: { sm: 420 },
        p: 2,
        // Clear of a phone's home indicator.
        pb: dialog ? 2 : 'max(16px, env(safe-area-inset-bottom))',
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, '& > li': { pointerEvents: 'auto' } }}>
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            {toasts.map((item) => (
              <ToastCard
                key={item.id}
                item={item}
                onDismiss={() => dismiss(item.id)}
                onPause={() => pause(item.id)}
                onResume={() => resume(item.id)}
              />
            ))}
          </Suspense>
        )}
      </Box>
    </Box>
  );
  // Inside an open dialog the toast stays audible and above its backdrop (see open-dialog.ts).
  return dialog ? createPortal(region, dialog) : region;
}
