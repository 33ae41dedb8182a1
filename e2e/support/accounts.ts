import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { codeFromOutbox, freshEmail } from './outbox';

export { ADMIN, DEMO_SHOPPER } from './demo-logins';

export interface TestShopper {
  name: string;
  email: string;
  password: string;
}

/** A new, verified shopper made through the API: register, the code from the outbox, verify. */
export async function registerShopper(
  request: APIRequestContext,
  shopper: Partial<TestShopper> = {},
): Promise<TestShopper> {
  const stamp = String(Date.now()).slice(-5);
  const made: TestShopper = {
    name: shopper.name ?? `Meera Test${stamp}`,
    email: shopper.email ?? freshEmail('shopper'),
    password: shopper.password ?? 'Meera@1234',
  };
  let registered = await request.post('/api/register', { data: made });
  // Registration is limited to a few a minute from one address, as for anyone; journeys that
  // run back to back wait for the window like a person would, and the journey is given that time.
  while (registered.status() === 429) {
    const { retryAfter } = (await registered.json()) as { retryAfter: number };
    const waitMs = (retryAfter + 1) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    registered = await request.post('/api/register', { data: made });
  }
  expect(registered.status()).toBe(201);
  const { userId } = (await registered.json()) as { userId: string };
  const otp = await codeFromOutbox(request, made.email, /verification code/);
  const verified = await request.post('/api/verify-otp', { data: { userId, otp } });
  expect(verified.status()).toBe(200);
  return made;
}

/**
 * One shopper for all the journeys of a spec file, registered when the first journey needs them:
 * registration is rate limited per address, so a file reuses its shopper.
 */
export function shopperForThisFile(): (request: APIRequestContext) => Promise<TestShopper> {
  let made: TestShopper | undefined;
  return async (request) => (made ??= await registerShopper(request));
}

/** Fills and sends the storefront's login form (the page must be on /login). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs the admin in through the back office's sign-in form and waits for its landing page. */
export async function signInAdminOnTheLoginPage(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Admin login successful')).toBeVisible();
  // The spec's landing page after sign-in.
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
}

/** Signs the admin in through the API and leaves the session where the sign-in page would. */
export async function signInAdminThroughTheApi(page: Page): Promise<void> {
  const reply = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(reply.status()).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  await page.addInitScript((adminToken) => {
    localStorage.setItem('adminToken', adminToken);
    localStorage.setItem('userRole', 'admin');
  }, token);
}

/** Signs a shopper in through the login page and waits for the header's greeting. */
export async function signInOnTheLoginPage(page: Page, shopper: TestShopper): Promise<void> {
  await page.goto('/login');
  await logIn(page, shopper.email, shopper.password);
  const [firstName = shopper.name] = shopper.name.split(' ');
  await expect(page.getByRole('button', { name: firstName })).toBeVisible();
}

/** The signed-in shopper's session token, as the storefront keeps it, for API calls on their behalf. */
export async function shopperToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('Not signed in');
  return token;
}

/** The back office in a browser of its own, beside the shopper's, signed in through the API. */
export async function adminInItsOwnBrowser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAdminThroughTheApi(page);
  return page;
}
