import { expect, test } from '@playwright/test';

test('the contact form explains each mistake and confirms a sent message', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: /send/i });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message cannot be empty')).toBeVisible();

  await page.getByLabel('Name').fill('Asha');
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Message').fill('Do you have the dino tee in 4-5Y?');
  await send.click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();

  await page.getByLabel('Email').fill('asha@example.com');
  await send.click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});
