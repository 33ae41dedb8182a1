import { expect, test } from '@playwright/test';
import { registerShopper, signInOnTheLoginPage } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { toast } from '../support/toasts';

/** The spec's words (storefront.md §5, §8) and the server's answers the journey meets. */
const SAYS = {
  invalidAmount: 'Invalid amount: Please enter a valid amount.',
  insufficient: 'Insufficient wallet balance.',
  paymentFailed: 'Wallet Payment Failed',
  added: 'Money added to your wallet',
} as const;

test('a shopper adds money through the test payment dialog, then spends some of it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await signInOnTheLoginPage(page, shopper);

  // Profile → Wallet, from the side menu.
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await expect(page).toHaveURL(/\/profile\/wallet$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Wallet' })).toBeVisible();
  const balance = page
    .getByText('Wallet balance', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(balance).toHaveText('₹0.00');
  await expect(page.getByText(/No wallet transactions yet/)).toBeVisible();

  const addMoney = page.getByRole('form', { name: 'Add Money' });
  const amount = addMoney.getByLabel('Amount to add');
  await amount.fill('0');
  await addMoney.getByRole('button', { name: 'Add Money' }).click();
  await expect(addMoney.getByText(SAYS.invalidAmount)).toBeVisible();

  // Closing the dialog adds nothing.
  await amount.fill('1250.50');
  await addMoney.getByRole('button', { name: 'Add Money' }).click();
  let gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway.getByText('₹1,250.50', { exact: true })).toBeVisible();
  await gateway.getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, SAYS.paymentFailed)).toBeVisible();
  await expect(balance).toHaveText('₹0.00');

  await addMoney.getByRole('button', { name: 'Add Money' }).click();
  gateway = page.getByRole('dialog', { name: 'Test payment' });
  await gateway.getByRole('button', { name: 'Pay ₹1,250.50' }).click();
  await expect(toast(page, SAYS.added)).toBeVisible();
  await expect(gateway).toBeHidden();
  await expect(balance).toHaveText('₹1,250.50');
  const history = page.getByRole('list', { name: 'Wallet transactions' });
  const topUp = history.getByRole('listitem').first();
  await expect(topUp).toContainText('Wallet top-up');
  await expect(topUp).toContainText('+₹1,250.50');
  await expect(topUp).toContainText('Credit');
  await expect(topUp).toContainText('Balance ₹1,250.50');
  await expect(topUp).toContainText(/\d{2}-\d{2}-\d{4}/);

  // Spending: not more than the balance, then some of it.
  const spend = page.getByRole('form', { name: 'Spend' });
  await spend.getByLabel('Amount to spend').fill('2000');
  await spend.getByRole('button', { name: 'Spend' }).click();
  await expect(spend.getByText(SAYS.insufficient)).toBeVisible();
  await spend.getByLabel('Amount to spend').fill('250.50');
  await spend.getByRole('button', { name: 'Spend' }).click();
  // Asked first, plainly: the money leaves the wallet and is paid out nowhere.
  const confirm = page.getByRole('dialog', { name: 'Spend ₹250.50 from your wallet?' });
  await expect(confirm).toContainText('will not be paid out anywhere');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'wallet spend confirmation');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(balance).toHaveText('₹1,250.50');
  await spend.getByRole('button', { name: 'Spend' }).click();
  await confirm.getByRole('button', { name: 'Spend ₹250.50' }).click();
  await expect(balance).toHaveText('₹1,000.00');
  await expect(history.getByRole('listitem').first()).toContainText('−₹250.50');
  await expect(history.getByRole('listitem')).toHaveCount(2);

  // A reload shows the same: the server holds the wallet.
  await page.reload();
  await expect(balance).toHaveText('₹1,000.00');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, 'wallet');
});
