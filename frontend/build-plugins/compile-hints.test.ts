// @vitest-environment node
/**
 * Builds a small app with the installed Vite, with and without the plugin, and reads what it wrote:
 * the hint must be the entry's first line (where V8 looks for it), on the entry only, and the source
 * map must still point each line of code at the source it came from.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const root = mkdtempSync(path.join(tmpdir(), 'ddu-compile-hints-'));

async function buildApp(outDir: string, withPlugin: boolean) {
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: withPlugin ? [compileHints()] : [],
    build: { outDir, sourcemap: true, emptyOutDir: true },
  });
  const assets = path.join(root, outDir, 'assets');
  const read = (name: string) => readFileSync(path.join(assets, name), 'utf8');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const entry = scripts.find((name) => name.startsWith('index-'))!;
  const lazy = scripts.find((name) => name.startsWith('lazy-'))!;
  return { entry: read(entry), entryMap: read(`${entry}.map`), lazy: read(lazy) };
}

/** Where in its source the code on the line holding `text` came from. */
function sourceOf(code: string, map: string, text: string) {
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return originalPositionFor(new TraceMap(map), { line: line + 1, column: lines[line]!.indexOf(text) });
}

let plain: Awaited<ReturnType<typeof buildApp>>;
let hinted: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  writeFileSync(
    path.join(root, 'main.js'),
    [
      'export function greet(name) {',
      '  return `Hello ${name}`;',
      '}',
      "document.title = greet('diver');",
      "document.body.onclick = () => import('./lazy.js').then((m) => m.later());",
    ].join('\n'),
  );
  // Styles of its own: Vite then writes the lazy chunk's preload list above the entry's code.
  writeFileSync(path.join(root, 'lazy.css'), 'body { color: navy; }');
  writeFileSync(path.join(root, 'lazy.js'), "import './lazy.css';\nexport function later() {\n  document.title = 'later';\n}\n");
  plain = await buildApp('plain', false);
  hinted = await buildApp('hinted', true);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compileHints', () => {
  it("puts V8's hint on the entry's first line and nowhere else", () => {
    expect(plain.entry).not.toContain(COMPILE_HINT);
    expect(plain.entry).toContain('__vite__mapDeps');
    expect(hinted.entry.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.entry.split(COMPILE_HINT)).toHaveLength(2);
    expect(hinted.lazy).not.toContain(COMPILE_HINT);
  });

  it('keeps the source map true: code maps to the same place in its source as without the hint', () => {
    const before = sourceOf(plain.entry, plain.entryMap, 'Hello');
    const after = sourceOf(hinted.entry, hinted.entryMap, 'Hello');
    expect(before.source).toMatch(/main\.js$/);
    expect(before.line).toBe(2);
    expect(after).toEqual(before);
  });
});
