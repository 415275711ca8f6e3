import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { sharedPageChunks } from './build-plugins/page-chunks';
import { illustrations } from './build-plugins/illustrations';
import { compileHints } from './build-plugins/compile-hints';
import { precompress } from './build-plugins/precompress';
import { siteIcons } from './build-plugins/site-icons';
import { muiWithoutCssVars } from './build-plugins/mui-without-css-vars';
import { trimReactRouter } from './build-plugins/trim-react-router';
import { defineConfig } from 'vitest/config';

// The NestJS API serves /api and the generated /sitemap.xml; in development Vite forwards both to it.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/sitemap.xml': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // `make start` always ships production bundles: NODE_ENV=development in the environment (the
  // .env.example default) would otherwise build React's development code.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Both bundles get the same trims, so the server renders exactly what the browser hydrates.
    plugins: isSsrBuild
      ? [react(), trimReactRouter(), muiWithoutCssVars()]
      : [react(), trimReactRouter(), muiWithoutCssVars(), illustrations(), siteIcons(), compileHints(), precompress()],
    // One .env at the repository root configures the server and the build (only VITE_* reach the browser).
    envDir: '..',
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The rules shared with the API (the workspace package shared/): bundles and tests read its
        // TypeScript source, so they never wait for (or run behind) its compiled dist/ (README, "Architecture": shared/).
        '@ddu/shared': fileURLToPath(new URL('../shared/src', import.meta.url)),
      },
    },
    server: { proxy },
    preview: { proxy },
    // The server bundle (dist-server/entry-server.cjs) carries its dependencies, so the API server
    // loads one CommonJS file with require() and no ESM/CJS resolution at run time.
    ssr: { noExternal: true, target: 'node' },
    // Bundled dependencies take their production paths whatever NODE_ENV the server runs with, so the
    // server's MUI class names match the browser's production bundle.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
        }
      : {
          outDir: 'dist',
          sourcemap: true,
          // Lets the server preload the chunk of the page it rendered.
          manifest: true,
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Everything the entry loads statically goes into one file: every page needs all of
                  // it anyway, and one file compresses better than a dozen small ones.
                  { name: 'app', tags: ['$initial'] },
                  // What the public pages share, in a few kits instead of dozens of tiny chunks (issue 23).
                  sharedPageChunks(),
                ],
              },
            },
          },
        },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      css: false,
      // A guard against hangs, not a timing: user-event typing on 2 busy cores can pass 5 s.
      testTimeout: 20_000,
    },
  };
});
