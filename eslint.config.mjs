// One ESLint config for the whole repository (flat config). Not type-aware on purpose: it runs in
// `make test` on 2 cores and must stay fast; `tsc` (the builds) already checks types.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      // Orval output (frontend/orval.config.ts: src/api/generated/endpoints and models), never edited.
      'frontend/src/api/generated/',
      'openapi/',
      // Node 24 fetched by scripts/ensure-node.sh.
      '.tools/',
      'frontend/playwright-report/',
      'frontend/test-results/',
      'data/',
      'backups/',
      'bench/results/',
      '**/dist-server/',
    ],
  },
  // A disable comment that no longer disables anything fails the run, so none goes stale.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a Nest signature, a skipped tuple slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Node scripts written as CommonJS: the benches and the Jest configs.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['backend/**/*.ts', 'frontend/e2e/**', 'frontend/scripts/**', 'frontend/build/**', 'frontend/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  // Last: turns off every rule that would fight Prettier's formatting.
  prettier,
);
