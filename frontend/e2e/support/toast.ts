import { type Locator, type Page } from '@playwright/test';
import { expect, recentApiCalls } from './test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The open toast. Found by its role attribute, not by role: a toast shown over a dialog is outside
 * the rest of the page's accessibility tree. A dismissed toast stays in the page, hidden, until it
 * is removed, so only open ones count; at most one is open at a time.
 */
function openToast(page: Page): Locator {
  return page.locator('[role="status"][data-state="open"]');
}

/** Waits for the open toast to read `title` then `description`; a failure prints what it read instead, and the page's last API calls. */
export async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const toast = openToast(page);
  try {
    await expect(toast).toContainText(new RegExp(`${escapeRegExp(title)}[\\s\\S]*${escapeRegExp(description)}`));
  } catch (error) {
    // What the page asked the API and was told, so a failure on CI says whether the change was sent.
    if (error instanceof Error) error.message = `${error.message}\n\nThe page's last API calls:\n${recentApiCalls(page)}`;
    throw error;
  }
  return toast;
}
