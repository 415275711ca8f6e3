// One ESLint config for the whole repository (flat config). Type-aware for the three rules that need
// types (floating and misused promises, exhaustive switches), through typescript-eslint's project
// service, which reads each file's own tsconfig. The import boundaries are a local rule
// (eslint-rules/import-boundaries.mjs); scripts/lint-rules.test.mjs checks that both fail on planted
// violations.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.mjs';

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
      // Planted violations for scripts/lint-rules.test.mjs, linted there on purpose.
      'eslint-rules/fixtures/',
      // Types of the CommonJS Open-Meteo stub for the API tests (outside every tsconfig; the stub itself is linted).
      'scripts/open-meteo-stub/index.d.ts',
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
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Any backend/src, frontend/src or shared/src, so the rule's test fixtures (eslint-rules/fixtures) get it too.
    files: ['**/backend/src/**/*.ts', '**/frontend/src/**/*.{ts,tsx}', '**/shared/src/**/*.ts'],
    plugins: { ddu: boundaries },
    rules: { 'ddu/import-boundaries': 'error' },
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
    files: ['backend/**/*.ts', 'frontend/e2e/**', 'frontend/scripts/**', 'frontend/build-plugins/**', 'frontend/*.ts'],
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
