// @vitest-environment node
/**
 * Guards trim-react-router.ts against a React Router upgrade: the plugin rewrites the package's built
 * code with regular expressions, which silently stop matching when the build output changes shape.
 * These tests run the plugin over the installed package and fail when it no longer finds what it trims.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESTORE_VIEW_TRANSITIONS, trimReactRouter } from './trim-react-router';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('react-router/package.json'));
const developmentDir = path.join(packageDir, 'dist', 'development');

type Handler = (code: string, id: string) => { code: string } | null;
const handler = (trimReactRouter().transform as { handler: Handler }).handler;

/** The plugin's output for every ES module of the development build, by file. */
function trimmedModules(): Array<{ file: string; before: string; after: string }> {
  return readdirSync(developmentDir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => {
      const file = path.join(developmentDir, name);
      const before = readFileSync(file, 'utf8');
      return { file, before, after: handler(before, file)?.code ?? before };
    });
}

describe('trimReactRouter against the installed react-router', () => {
  it('is what the browser imports: the package resolves to its development build, which the plugin filters on', () => {
    const exported = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> })
      .exports['.'] as Record<string, { default: string }>;
    expect(exported.import?.default ?? exported.module?.default).toMatch(/^\.\/dist\/development\/[^/]+\.mjs$/);
  });

  it('turns the dev warnings off, drops every top-level displayName and marks the components pure', () => {
    const modules = trimmedModules();
    const before = modules.map((m) => m.before).join('\n');
    const after = modules.map((m) => m.after).join('\n');
    expect(before).toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(after).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(after).toContain('var ENABLE_DEV_WARNINGS = false;');
    // The components the trim exists for (tagged and wrapped at the top level of the module).
    for (const name of ['Link', 'NavLink', 'Form', 'ScrollRestoration']) {
      expect(before).toMatch(new RegExp(`^${name}\\.displayName = "`, 'm'));
    }
    expect(after).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = "/m);
    expect(after).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(after).not.toMatch(/^var [A-Za-z_$][\w$]* = React\d*\.(?:forwardRef|memo|createContext)\(/m);
  });

  it("skips restoring view transitions at the router's start (no sessionStorage read), which the site never uses", () => {
    const modules = trimmedModules();
    const before = modules.map((m) => m.before).join('\n');
    const after = modules.map((m) => m.after).join('\n');
    expect(before.split(RESTORE_VIEW_TRANSITIONS)).toHaveLength(2);
    expect(after).not.toContain(RESTORE_VIEW_TRANSITIONS);
    // Still defined, so the rest of the module is untouched; only the call at the start is gone.
    expect(after).toContain('function restoreAppliedTransitions(');
    // Nothing the site renders asks for a view transition: there is none to restore.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const users = sources(path.join(__dirname, '..', 'src')).filter((file) => /viewTransition/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it('leaves the code otherwise the same: only the trimmed lines differ', () => {
    for (const { before, after } of trimmedModules()) {
      const removed = before.split('\n').filter((line) => /^[A-Za-z_$][\w$]*\.displayName = "/.test(line)).length;
      expect(after.split('\n').length).toBe(before.split('\n').length);
      expect(after.split('\n').filter((line) => line === '').length - before.split('\n').filter((line) => line === '').length).toBe(
        removed,
      );
    }
  });
});
