import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/app/theme';

/** Page-wide, as the skip delay is: how many tooltips show now, and when the last one closed. */
let showing = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The site's tooltip: opens after TOOLTIP_DELAY_MS (700 ms), or at once when another tooltip closed
 * less than TOOLTIP_SKIP_DELAY_MS (300 ms) ago — the spec's "skip delay". MUI's own skip window is a
 * fixed 800 ms, so this one keeps `open` itself and lets MUI open and close without delays.
 */
export function SiteTooltip(props: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'enterDelay' | 'enterNextDelay'>) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counted = useRef(false);

  const setShown = (shown: boolean) => {
    if (shown !== counted.current) {
      showing += shown ? 1 : -1;
      if (!shown) lastClosedAt = Date.now();
      counted.current = shown;
    }
    setOpen(shown);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (counted.current) showing -= 1;
    },
    [],
  );

  // Moving straight from one tooltip to the next: the next opens while the first is still closing.
  const show = () => {
    clearTimeout(timer.current);
    if (showing > 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setShown(true);
    else timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };

  return <Tooltip {...props} open={open} onOpen={show} onClose={hide} enterDelay={0} enterNextDelay={0} />;
}
