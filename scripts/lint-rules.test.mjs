// The lint rules that guard the code fail where they should: ESLint with the repository's own config
// (eslint.config.mjs) on planted violations in eslint-rules/fixtures (ignored by `npm run lint`), and
// stays quiet on the allowed imports beside them; the backend's folder-cycle check
// (scripts/backend-cycles.mjs) finds a planted loop and passes layered folders. Run by `npm run lint`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { folderCycles } from './backend-cycles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'eslint-rules', 'fixtures');

async function ruleIdsByFile() {
  const eslint = new ESLint({ cwd: root, ignore: false, cache: false });
  const results = await eslint.lintFiles([fixtures]);
  return new Map(results.map((r) => [path.relative(fixtures, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
}

const found = ruleIdsByFile();

test('a feature importing another feature fails, by alias and by relative path', async () => {
  assert.deepEqual((await found).get('frontend/src/features/blog/imports-shop.ts'), ['ddu/import-boundaries', 'ddu/import-boundaries']);
});

test('shared frontend code importing a feature fails', async () => {
  assert.deepEqual((await found).get('frontend/src/lib/imports-feature.ts'), ['ddu/import-boundaries']);
});

test("a backend module reaching into another module's internal file fails", async () => {
  assert.deepEqual((await found).get('backend/src/articles/reads-product-internals.ts'), ['ddu/import-boundaries']);
});

test('the frontend importing the backend (by path or package), or the reverse, fails', async () => {
  const ids = await found;
  assert.deepEqual(ids.get('frontend/src/lib/imports-backend-src.ts'), ['ddu/import-boundaries', 'ddu/import-boundaries']);
  assert.deepEqual(ids.get('backend/src/articles/imports-frontend-src.ts'), ['ddu/import-boundaries']);
});

test('common/, config/ and database/ importing a domain module fails, even through its public files', async () => {
  const ids = await found;
  assert.deepEqual(ids.get('backend/src/common/imports-domain.ts'), ['ddu/import-boundaries']);
  assert.deepEqual(ids.get('backend/src/config/imports-domain.ts'), ['ddu/import-boundaries']);
  assert.deepEqual(ids.get('backend/src/database/imports-domain-entity.ts'), ['ddu/import-boundaries', 'ddu/import-boundaries']);
});

test('backend folders importing each other round a loop fail the cycle check, naming one import per step', () => {
  const cycles = folderCycles(path.join(fixtures, 'cycles', 'looping'));
  assert.equal(cycles.length, 1);
  assert.deepEqual(cycles[0].folders, ['common', 'orders', 'shop']);
  assert.deepEqual(cycles[0].imports.map(([step]) => step).sort(), ['common -> shop', 'orders -> common', 'shop -> orders']);
});

test('layered backend folders (and specs reaching up) pass the cycle check', () => {
  assert.deepEqual(folderCycles(path.join(fixtures, 'cycles', 'layered')), []);
});

test('the backend itself has no folder cycle', () => {
  assert.deepEqual(folderCycles(path.join(root, 'backend', 'src')), []);
});

test('the shared package imported by its path fails, and shared code importing either side fails', async () => {
  const ids = await found;
  assert.deepEqual(ids.get('backend/src/articles/imports-shared-by-path.ts'), ['ddu/import-boundaries']);
  assert.deepEqual(ids.get('shared/src/text/imports-sides.ts'), ['ddu/import-boundaries', 'ddu/import-boundaries']);
});

test('a floating promise, a misused promise and a non-exhaustive switch fail', async () => {
  const ids = await found;
  assert.deepEqual(ids.get('typed/floating-promise.ts'), ['@typescript-eslint/no-floating-promises']);
  assert.deepEqual(ids.get('typed/misused-promise.ts'), ['@typescript-eslint/no-misused-promises']);
  assert.deepEqual(ids.get('typed/non-exhaustive-switch.ts'), ['@typescript-eslint/switch-exhaustiveness-check']);
});

test('the allowed imports pass', async () => {
  const ids = await found;
  for (const file of [
    'frontend/src/features/shop/uses-own-feature.ts',
    'backend/src/articles/uses-product-service.ts',
    'frontend/src/features/shop/price.ts',
    'backend/src/articles/uses-shared-package.ts',
    'backend/src/common/uses-config-and-auth.ts',
    'shared/src/text/slug.ts',
    'shared/src/text/trimmed.ts',
  ]) {
    assert.deepEqual(ids.get(file), [], file);
  }
});
