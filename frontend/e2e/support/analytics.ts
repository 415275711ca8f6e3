import type { Page } from '@playwright/test';

/** Mirrors AnalyticsRecord in src/lib/analytics.ts (the e2e project does not compile app code). */
export type RecordedAnalytics =
  | { type: 'page_view'; path: string; title?: string }
  | { type: 'event'; name: string; params?: Record<string, string | number | boolean | undefined> };

/** Everything the page reported through trackPageView/trackEvent, oldest first. */
export function readAnalytics(page: Page): Promise<RecordedAnalytics[]> {
  return page.evaluate(() => (window as unknown as { __dduAnalytics?: RecordedAnalytics[] }).__dduAnalytics ?? []);
}
