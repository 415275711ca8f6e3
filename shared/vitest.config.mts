import { defineConfig } from 'vitest/config';

// The shared rules' unit tests run on Node; the few that parse HTML as a browser does say
// `@vitest-environment jsdom` at their top.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
