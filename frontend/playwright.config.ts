import { defineConfig } from '@playwright/test';

// The server is started by the repository's e2e script, never by Playwright, and the browser is the
// system Chromium: Playwright must not download its own.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // On CI a test that fails is run once more and, if it then passes, reported as flaky in the
  // summary; one that fails twice fails the build. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Two shared cores: give slow first paints room without hiding real failures.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
