import { expect, test } from '@playwright/test';
import { logIn, registerShopper, signInAdminThroughTheApi } from '../support/accounts';

test('a shopper blocked by the admin is signed out on the public page they sit on, sees why at login, and is let back in', async ({
  browser,
  request,
}) => {
  const shopper = await registerShopper(request);

  // The shopper is signed in, in their own browser, browsing the collection; and in a second
  // browser (another device) reading the About page.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await shopperPage.goto('/login');
  await logIn(shopperPage, shopper.email, shopper.password);
  await expect(shopperPage.getByRole('button', { name: /Meera/ })).toContainText('Hi, Meera');
  await shopperPage.goto('/collection');
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/login');
  await logIn(otherPage, shopper.email, shopper.password);
  await expect(otherPage.getByRole('button', { name: /Meera/ })).toContainText('Hi, Meera');
  await otherPage.goto('/about');
  // What a third device holds: the same session, not yet used since.
  const stored = await otherContext.storageState();

  // The admin blocks them from the back office, in another browser.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAdminThroughTheApi(adminPage);
  // Newest first: the shopper just made is on the first page.
  await adminPage.goto('/admin/users');
  await adminPage.getByRole('button', { name: `Block ${shopper.name}` }).click();
  await adminPage
    .getByRole('dialog', { name: `Block ${shopper.name}?` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(adminPage.getByText('User blocked successfully')).toBeVisible();

  // Coming back to the tab, on a public page, the shopper is told at once and signed out. (The
  // check runs at most every few seconds, so the return is repeated until it has.)
  const blockedDialog = shopperPage.getByRole('alertdialog', { name: 'Account Blocked' });
  await expect(async () => {
    await shopperPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(blockedDialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(blockedDialog).toContainText(
    'Your account has been blocked by the admin. Contact support.',
  );
  await expect(shopperPage).toHaveURL(/\/collection$/);
  await expect(shopperPage.getByRole('button', { name: /Meera/ })).toHaveCount(0);
  expect(await shopperPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await blockedDialog.getByRole('button', { name: 'OK' }).click();

  // On the other device a reload of the public page does the same.
  await otherPage.reload();
  const otherDialog = otherPage.getByRole('alertdialog', { name: 'Account Blocked' });
  await expect(otherDialog).toBeVisible();
  await expect(otherDialog).toContainText(
    'Your account has been blocked by the admin. Contact support.',
  );
  await expect(otherPage).toHaveURL(/\/about$/);
  expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A protected page refuses it too: the profile cannot load and the session is gone.
  const thirdContext = await browser.newContext({ storageState: stored });
  const thirdPage = await thirdContext.newPage();
  await thirdPage.goto('/profile');
  await expect(thirdPage.getByRole('alertdialog', { name: 'Account Blocked' })).toBeVisible();
  await expect(thirdPage.getByRole('alertdialog', { name: 'Account Blocked' })).toContainText(
    'Your account has been blocked by the admin. Contact support.',
  );
  expect(await thirdPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await thirdContext.close();

  // Signing in again shows the same dialog.
  await shopperPage.goto('/login');
  await logIn(shopperPage, shopper.email, shopper.password);
  const dialog = shopperPage.getByRole('alertdialog', { name: 'Account Blocked' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Unblocked, they sign in as before.
  await adminPage.getByRole('button', { name: `Unblock ${shopper.name}` }).click();
  await adminPage
    .getByRole('dialog', { name: `Unblock ${shopper.name}?` })
    .getByRole('button', { name: 'Unblock', exact: true })
    .click();
  await expect(adminPage.getByText('User unblocked successfully')).toBeVisible();
  await shopperPage.goto('/login');
  await logIn(shopperPage, shopper.email, shopper.password);
  await expect(shopperPage.getByRole('button', { name: /Meera/ })).toContainText('Hi, Meera');

  await shopperContext.close();
  await otherContext.close();
  await adminContext.close();
});
