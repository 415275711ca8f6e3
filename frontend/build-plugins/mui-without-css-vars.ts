import type { Plugin } from 'vite';

const STUB_ID = '\0ddu-mui-without-css-vars';
/** The two MUI modules that choose between a plain theme and a CSS-variables theme at run time. */
const CHOOSERS = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const WITH_VARS = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);

const STUB = `
function cssVariablesLeftOut() {
  throw new Error('MUI CSS-variables themes (cssVariables, colorSchemes) are left out of this build: see frontend/build-plugins/mui-without-css-vars.ts');
}
export default cssVariablesLeftOut;
export const CssVarsProvider = cssVariablesLeftOut;
`;

/**
 * The site's theme is a plain MUI theme (no `cssVariables`, no `colorSchemes`), but MUI's
 * `createTheme` and `ThemeProvider` import the CSS-variables machinery for the other case, and every
 * MUI component reaches `createTheme` through MUI's default theme: about 25 KB of minified code on
 * every page that never runs. This points those two imports at a stub that throws, so a theme that
 * starts using CSS variables fails loudly at start-up instead of rendering wrongly.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'ddu-mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && CHOOSERS.test(importer) && WITH_VARS.has(source)) return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
  };
}
