import CssBaseline from '@mui/material/CssBaseline';

/**
 * Whether this page came from the server with its global styles in <head> (the baseline and the
 * inputs' autofill keyframes: theme.ts). Read once, before hydration changes anything.
 */
const globalStylesFromServer = typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null;

/**
 * MUI's CSS baseline, rendered by the server and by a client-only page (the admin area).
 *
 * On a server-rendered page the browser keeps the server's tag as it is: emotion would adopt it by
 * moving it within <head>, and a moved style sheet with `*` rules restyles and repaints every element
 * of the page once hydration is done (about 30 ms of main thread on a phone at 4x CPU, the longest
 * task after the page became live). The baseline depends only on the theme, so what the server sent
 * is what the browser would insert.
 */
export function Baseline() {
  return globalStylesFromServer ? null : <CssBaseline />;
}
