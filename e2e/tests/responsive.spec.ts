import { expect, test } from '@playwright/test';

test('on a phone the menu opens and the grid fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest Collections' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'COLLECTION' }).first()).toBeVisible();
});
