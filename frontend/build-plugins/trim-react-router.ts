import type { Plugin } from 'vite';

const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
/** `Link.displayName = "Link";` at the top level of the module. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(` at the top level, a pure call the package does not mark as one. */
const UNMARKED_PURE_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/**
 * The router's start reads sessionStorage for the view transitions of the last visit (`<Link
 * viewTransition>`), which the site never uses: a page's first sessionStorage read opens the storage
 * with a synchronous call to the browser process, 0.5 to 5.5 ms of every page's start on a fast machine.
 */
export const RESTORE_VIEW_TRANSITIONS = 'restoreAppliedTransitions(routerWindow, appliedViewTransitions);';

/**
 * React Router's package points every import at its development build, which keeps its dev-only
 * warnings, and tags each component with a top-level `X.displayName = …` assignment. The bundler
 * must treat such an assignment as a side effect, so every component tagged this way stays in the
 * bundle whether the app uses it or not (Form, NavLink, ScrollRestoration and all they call).
 * Its top-level `React.forwardRef(…)` calls are not marked pure either, which keeps those components
 * for the same reason. This drops the warnings and the names and marks the calls pure, in the bundle only: the names are for React DevTools, the warnings for development.
 * It also skips restoring view transitions (RESTORE_VIEW_TRANSITIONS).
 * The browser and the server bundle get the same code, so what they render stays identical.
 */
export function trimReactRouter(): Plugin {
  return {
    name: 'ddu-trim-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_MODULE },
      handler(code) {
        const trimmed = code
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')
          .replace(RESTORE_VIEW_TRANSITIONS, '/* no view transitions to restore */')
          .replace(DISPLAY_NAME, '')
          .replace(UNMARKED_PURE_CALL, '$1/* @__PURE__ */ $2');
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}
