import type { Locator, Page } from '@playwright/test';

/** A toast's words, found in the notifications region where screen readers hear them too. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}
