import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test with one change: `page.goto` resolves once the server-rendered page has been
 * hydrated (main.tsx marks <html data-hydrated>), so a test never types into a form or clicks a
 * button before its handlers exist. A visitor gets the same page; only a test is that fast.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      return response;
    };
    await use(page);
  },
});

export { expect };
