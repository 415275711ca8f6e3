import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { defineConfig } from 'vitest/config';

// The NestJS API serves /api and the generated /sitemap.xml; in development Vite forwards both to it.
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/sitemap.xml': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  // One .env at the repository root configures the server and the build (only VITE_* reach the browser).
  envDir: '..',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    css: false,
  },
});
