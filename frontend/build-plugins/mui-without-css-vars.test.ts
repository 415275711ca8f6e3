// @vitest-environment node
/**
 * Guards mui-without-css-vars.ts against an MUI upgrade: the plugin swaps two imports inside MUI's
 * own modules for a stub, by file name and import path. These tests fail when the installed MUI no
 * longer imports the CSS-variables modules that way, imports a name the stub does not export, or the
 * package stops being side-effect free (then the modules would stay in the bundle anyway).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiWithoutCssVars } from './mui-without-css-vars';

const require = createRequire(import.meta.url);
const materialDir = path.dirname(require.resolve('@mui/material/package.json'));

type ResolveId = (source: string, importer: string | undefined) => string | null;
type Load = (id: string) => string | null;
const plugin = muiWithoutCssVars();
const resolveId = plugin.resolveId as unknown as ResolveId;
const load = plugin.load as unknown as Load;

/** Each `import … from "./X.mjs"` of a module: the names it takes ('default' for a default import). */
function importsOf(file: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const match of readFileSync(file, 'utf8').matchAll(/^import ([^;]+?) from ["'](\.\/[^"']+)["'];$/gm)) {
    const [, clause, source] = match as unknown as [string, string, string];
    const names = clause.startsWith('{')
      ? clause
          .slice(1, -1)
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      : ['default'];
    imports.set(source, names);
  }
  return imports;
}

describe('muiWithoutCssVars against the installed @mui/material', () => {
  it.each([
    ['createTheme.mjs', './createThemeWithVars.mjs'],
    ['ThemeProvider.mjs', './ThemeProviderWithVars.mjs'],
  ])('styles/%s still imports %s, and the plugin sends that import to its stub', (chooser, withVars) => {
    const importer = path.join(materialDir, 'styles', chooser);
    const imports = importsOf(importer);
    expect([...imports.keys()]).toContain(withVars);
    const stubId = resolveId(withVars, importer);
    expect(stubId).toEqual(expect.any(String));
    // Every name MUI takes from the CSS-variables module is one the stub exports.
    const stub = load(stubId!)!;
    for (const name of imports.get(withVars)!) {
      expect(stub).toMatch(name === 'default' ? /^export default /m : new RegExp(`^export const ${name} = `, 'm'));
    }
  });

  it('resolves nothing else: the same import from another module, or another import of the choosers', () => {
    expect(resolveId('./createThemeWithVars.mjs', path.join(materialDir, 'styles', 'experimental_extendTheme.mjs'))).toBeNull();
    expect(resolveId('./createThemeNoVars.mjs', path.join(materialDir, 'styles', 'createTheme.mjs'))).toBeNull();
  });

  it('relies on MUI being side-effect free, so its unused CSS-variables exports are dropped too', () => {
    expect(JSON.parse(readFileSync(path.join(materialDir, 'package.json'), 'utf8')).sideEffects).toBe(false);
  });
});
