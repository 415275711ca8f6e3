import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useRef, useState, type PointerEvent } from 'react';
import type { ToastItem, ToastVariant } from './toast-store';

/** A rightward swipe longer than this dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

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

export function ToastCard({ item, onDismiss, onPause, onResume }: ToastCardProps) {
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
          borderRadius: 1,
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
