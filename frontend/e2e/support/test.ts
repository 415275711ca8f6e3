import { expect, test as base, type Page } from '@playwright/test';

/** The page's last API calls, newest last: what a failed assertion prints beside what it read. */
const apiCalls = new WeakMap<Page, string[]>();
const KEPT_CALLS = 12;

/**
 * The page's recent API calls as "PATCH /api/... -> 400 (35 ms)", "... -> no answer yet" or
 * "... -> failed: reason", so a failure on CI shows whether the browser asked and what it was told.
 */
export function recentApiCalls(page: Page): string {
  const calls = apiCalls.get(page) ?? [];
  return calls.length ? calls.join('\n') : '(none)';
}

function recordApiCalls(page: Page): void {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  const open = new Map<object, { line: string; started: number }>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const line = `${request.method()} ${url.pathname}${url.search}`;
    calls.push(`${line} -> no answer yet`);
    if (calls.length > KEPT_CALLS) calls.shift();
    open.set(request, { line, started: Date.now() });
  });
  const settle = (request: object, outcome: string) => {
    const entry = open.get(request);
    if (!entry) return;
    open.delete(request);
    const at = calls.lastIndexOf(`${entry.line} -> no answer yet`);
    if (at >= 0) calls[at] = `${entry.line} -> ${outcome} (${Date.now() - entry.started} ms)`;
  };
  page.on('requestfinished', (request) => {
    // The page may close before the answer is read (the test ended): the call is then left as it was.
    request.response().then(
      (response) => settle(request, String(response?.status() ?? 'no response')),
      () => undefined,
    );
  });
  page.on('requestfailed', (request) => settle(request, `failed: ${request.failure()?.errorText ?? 'unknown'}`));
}

/**
 * Playwright's test with two changes: `page.goto` resolves once the server-rendered page has been
 * hydrated (main.tsx marks <html data-hydrated>), so a test never types into a form or clicks a
 * button before its handlers exist (a visitor gets the same page; only a test is that fast); and the
 * page's recent API calls are kept for failure messages (recentApiCalls).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    recordApiCalls(page);
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
