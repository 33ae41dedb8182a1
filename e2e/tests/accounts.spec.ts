import { expect, test } from '@playwright/test';
import { DEMO_SHOPPER, logIn, registerShopper } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { codeFromOutbox, freshEmail } from '../support/outbox';

test('a new shopper registers with an e-mailed code, ends signed in, edits the profile and logs out', async ({
  page,
  request,
}) => {
  const email = freshEmail('meera');
  const password = 'cotton12';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('OTP sent to your email. Please verify.')).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeDisabled();
  // Without a mail server the code is not e-mailed: the page says where it is instead.
  await expect(page.getByText(/The code is printed in the server’s console/)).toContainText(
    'an administrator can read it in the back office under Mail outbox',
  );
  await expect(page.getByRole('link', { name: /outbox/i })).toHaveCount(0);

  const code = await codeFromOutbox(request, email, /verification code/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // Verified, the shopper is signed in (storefront.md §4): /login sends them home.
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  const accountButton = page.getByRole('button', { name: /Meera/ });
  await expect(accountButton).toContainText('Hi, Meera');

  await accountButton.click();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Name').fill('Meera Krishnan');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Meera Krishnan');
  await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  await expect(page.getByRole('button', { name: /Meera/ })).toContainText('Hi, Meera');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Meera/ }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('registering an e-mail still waiting for its code opens the code step, and the code signs in', async ({
  page,
  request,
}) => {
  const email = freshEmail('anu');
  const first = await request.post('/api/register', {
    data: { name: 'Anu Pillai', email, password: 'cotton12' },
  });
  expect(first.status()).toBe(201);

  // The shopper tries again from the page, before entering the code sent the first time.
  await page.goto('/register');
  await page.getByLabel('Name').fill('Anu Pillai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cotton12');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'already waiting' })).toHaveText(
    'This email is already waiting for verification. Enter the code we sent you, or use Resend OTP to get a new one.',
  );
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

  const code = await codeFromOutbox(request, email, /verification code/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Anu/ })).toContainText('Hi, Anu');
});

test('a forgotten password is reset with an e-mailed code, and the new one works', async ({
  page,
  request,
}) => {
  const email = freshEmail('ravi');
  await registerShopper(request, { name: 'Ravi Menon', email, password: 'oldpass1' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  // Asked again within the minute, no new code is sent: the page goes on to the one that was.
  await page.getByRole('button', { name: 'Use a different e-mail' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'less than a minute ago' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  const code = await codeFromOutbox(request, email, /password reset code/);
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill('Sunny@2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Password reset successfully/)).toBeVisible();

  await logIn(page, email, 'oldpass1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();

  await logIn(page, email, 'Sunny@2026');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Ravi/ })).toContainText('Hi, Ravi');
});

test('the profile is behind the login guard, and signing in returns to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  await logIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_SHOPPER.email);

  // Signed in, /login sends the shopper on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('login and sign-up have no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/login with errors');

  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/register');

  await page.getByLabel('Name').fill('Tara Das');
  await page.getByLabel('Email').fill(freshEmail('tara'));
  await page.getByLabel('Password', { exact: true }).fill('cotton12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText('OTP sent to your email. Please verify.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/register code step');
});
