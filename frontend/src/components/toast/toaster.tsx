import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { toastStore, type ToastItem, type ToastStore, type ToastVariant } from './toast-store';
import { useToast } from './use-toast';

/** A rightward swipe longer than this dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

const variantStyles: Record<ToastVariant, (theme: Theme) => object> = {
  default: (theme) => ({
    bgcolor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
  }),
  destructive: (theme) => ({
    bgcolor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    borderColor: theme.palette.error.dark,
  }),
  success: (theme) => ({
    bgcolor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
    borderColor: theme.palette.success.dark,
  }),
};

interface ToastCardProps {
  item: ToastItem;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

function ToastCard({ item, onDismiss, onPause, onResume }: ToastCardProps) {
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const endSwipe = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setOffset(0);
    onResume();
    if (distance > SWIPE_THRESHOLD_PX) onDismiss();
  };

  return (
    <Slide direction="left" in={item.open} appear>
      <Paper
        component="li"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        elevation={6}
        data-variant={item.variant}
        data-state={item.open ? 'open' : 'closed'}
        onMouseEnter={onPause}
        onMouseLeave={onResume}
        onFocus={onPause}
        onBlur={onResume}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
          onPause();
        }}
        onPointerMove={(event) => {
          if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
        }}
        onPointerUp={endSwipe}
        onPointerCancel={endSwipe}
        sx={(theme) => ({
          ...variantStyles[item.variant](theme),
          position: 'relative',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 2,
          pr: 5,
          border: 1,
          borderRadius: 2,
          touchAction: 'pan-y',
          transform: offset ? `translateX(${offset}px)` : undefined,
          transition: offset ? 'none' : undefined,
        })}
      >
        <Box sx={{ minWidth: 0 }}>
          {item.title && (
            <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {item.title}
            </Typography>
          )}
          {item.description && (
            <Typography component="div" variant="body2" sx={{ opacity: 0.9 }}>
              {item.description}
            </Typography>
          )}
        </Box>
        <IconButton
          aria-label="Close notification"
          size="small"
          onClick={onDismiss}
          sx={{ position: 'absolute', top: 6, right: 6, color: 'inherit' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Slide>
  );
}

/** Renders the toast queue. Mount once, inside the theme provider. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { toasts, dismiss, pause, resume } = useToast(store);
  const regionRef = useRef<HTMLElement>(null);

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

  return (
    <Box
      component="section"
      ref={regionRef}
      role="region"
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        top: { xs: 0, sm: 'auto' },
        bottom: { sm: 0 },
        right: 0,
        width: '100%',
        maxWidth: { sm: 420 },
        p: 2,
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, '& > li': { pointerEvents: 'auto' } }}>
        {toasts.map((item) => (
          <ToastCard
            key={item.id}
            item={item}
            onDismiss={() => dismiss(item.id)}
            onPause={() => pause(item.id)}
            onResume={() => resume(item.id)}
          />
        ))}
      </Box>
    </Box>
  );
}
