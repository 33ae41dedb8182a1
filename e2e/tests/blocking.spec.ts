import { expect, test } from '@playwright/test';
import { logIn, registerShopper, signInAdminThroughTheApi } from '../support/accounts';

test('a shopper blocked by the admin is refused on the next request, sees why at login, and is let back in', async ({
  browser,
  request,
}) => {
  const shopper = await registerShopper(request);

  // The shopper is signed in, in their own browser.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await shopperPage.goto('/login');
  await logIn(shopperPage, shopper.email, shopper.password);
  await expect(shopperPage.getByRole('button', { name: /Meera/ })).toContainText('Hi, Meera');

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

  // Their next request is refused: the profile page cannot load and the session is gone.
  await shopperPage.goto('/profile');
  await expect(shopperPage.getByRole('alertdialog', { name: 'Account Blocked' })).toBeVisible();
  await expect(shopperPage.getByRole('alertdialog', { name: 'Account Blocked' })).toContainText(
    'Your account has been blocked by the admin. Contact support.',
  );
  expect(await shopperPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

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
  await adminContext.close();
});
