import { orderLineName } from '@littleloom/shared';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  shopperForThisFile,
  signInAdminOnTheLoginPage,
  signInAdminThroughTheApi,
  signInOnTheLoginPage,
} from '../support/accounts';
import { adminApiToken, restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  cancelOrder,
  deliverOrder,
  type PlacedLine,
  type PlacedOrder,
  placeOrder,
  rupees,
  stockedProduct,
  walletBalance,
  walletOrderOfOne,
} from '../support/orders';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

/** The back office in a browser of its own, beside the shopper's. */
async function adminBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** What a line is called on the back office's buttons and questions: "Cotton Romper (size M)". */
const lineName = (line: PlacedLine) => `${orderLineName(line)} (size ${line.size})`;

/** A badge a person sees in a row (some rows carry a second copy for narrow screens). */
function badge(row: Locator, words: string): Locator {
  return row.getByText(words, { exact: true }).filter({ visible: true });
}

/** The shopper's item on their order page, and the words of its tracking badge. */
function shopperItem(page: Page, line: PlacedLine) {
  const row = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderLineName(line), exact: true }) });
  return { row, tracking: row.getByText(/^Tracking status: \S/) };
}

test('the admin ships and delivers an item, the shopper asks to return it, and the admin approves and refunds it to the wallet', async ({
  page,
  browser,
  request,
}) => {
  // The shopper's wallet-paid order of one piece.
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, line } = await walletOrderOfOne(
    page,
    request,
    'Goodwill credit for the return journey',
  );

  // The admin signs in and finds it at the top of the orders, newest first.
  const admin = await adminBrowser(browser);
  await signInAdminOnTheLoginPage(admin);
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.getByRole('link', { name: `View order ${order.orderNumber}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
  await expect(
    admin.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'admin order details');

  // Shipped goes at once (the next move can undo it); Delivered asks first.
  const items = admin.getByRole('table', { name: `Items of order ${order.orderNumber}` });
  const row = items.getByRole('row').filter({ hasText: line.name });
  const change = row.getByRole('combobox', { name: `Change status of ${lineName(line)}` });
  await change.selectOption({ label: 'Shipped' });
  await expect(toast(admin, 'Tracking status updated')).toBeVisible();
  await expect(badge(row, 'Shipped')).toBeVisible();

  await change.selectOption({ label: 'Delivered' });
  const deliver = admin.getByRole('dialog', { name: `Mark ${lineName(line)} as delivered?` });
  await expect(deliver).toContainText(
    'Its status cannot be changed afterwards; the customer may ask to return it within 7 days.',
  );
  await expectNoSeriousAxeViolations(admin, 'admin order details with a confirmation open');
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(deliver).toBeHidden();
  await expect(badge(row, 'Delivered')).toBeVisible();
  await expect(change).toHaveCount(0);

  // The shopper sees it delivered and asks to return it, after a question.
  const item = shopperItem(page, line);
  await page.goto(`/orders/${order._id}`);
  await expect(item.tracking).toHaveText('Tracking status: Delivered');
  await expect(item.row.getByText(/^Return by \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await item.row.getByRole('button', { name: 'Request Return' }).click();
  const asking = page.getByRole('dialog', { name: 'Return this item?' });
  await expect(asking).toContainText(
    `You are asking to send back ${orderLineName(line)}, size ${line.size} (1 piece).`,
  );
  await asking.getByRole('button', { name: 'Request Return' }).click();
  await expect(toast(page, 'Return requested')).toBeVisible();
  await expect(item.tracking).toHaveText('Tracking status: Return requested');
  await expect(item.row).toContainText('You asked to return this item.');
  const before = await walletBalance(page);

  // The admin approves the return, then refunds it; each asks first.
  await admin.reload();
  await expect(badge(row, 'Return requested')).toBeVisible();
  await row.getByRole('button', { name: `Approve return of ${lineName(line)}` }).click();
  const approve = admin.getByRole('dialog', { name: `Approve the return of ${lineName(line)}?` });
  await approve.getByRole('button', { name: 'Approve return' }).click();
  await expect(approve).toBeHidden();
  await expect(toast(admin, 'Return approved')).toBeVisible();
  await expect(badge(row, 'Return approved')).toBeVisible();

  await admin.getByRole('button', { name: 'Process Refund' }).click();
  const refund = admin.getByRole('dialog', {
    name: `Process the refund for order ${order.orderNumber}?`,
  });
  await expect(refund).toContainText(`${lineName(line)} × 1`);
  await refund.getByRole('button', { name: 'Process refund' }).click();
  await expect(refund).toBeHidden();
  await expect(toast(admin, 'Refund processed')).toBeVisible();
  // A return gives back the item's value; the delivery charge paid for a delivery that happened.
  await expect(
    toast(admin, `${rupees(line.lineTotal)} went to the customer’s wallet.`),
  ).toBeVisible();
  await expect(badge(row, 'Returned')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Process Refund' })).toHaveCount(0);

  // The credit is in the shopper's wallet, and their order says so.
  expect(await walletBalance(page)).toBeCloseTo(before + line.lineTotal, 2);
  await page.reload();
  await expect(item.tracking).toHaveText('Tracking status: Returned');
  await expect(item.row).toContainText('This item was returned and the refund is in your wallet.');
  await expect(page.getByText('Payment status: Refunded')).toBeVisible();
  await admin.context().close();
});

/** How many orders the back office lists in all. */
async function ordersInTheShop(page: Page): Promise<number> {
  const reply = await page.request.get('/api/admin/orders', {
    headers: { authorization: `Bearer ${await adminApiToken(page.request)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { totalOrders: number }).totalOrders;
}

/** The order list's columns, as its header names them. */
type Column = 'Status' | 'Payment Status';

/**
 * The back office's order list: its rows, their order numbers and each row's cell of a column,
 * the column found by its place among the headers.
 */
async function orderList(table: Locator) {
  const rows = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('link', { name: /^View order / }) });
  await expect(table.getByRole('columnheader', { name: 'Payment Status' })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const cellsOf = (column: Column) => {
    const place = headers.indexOf(column);
    if (place < 0) throw new Error(`No ${column} column in ${headers.join(', ')}`);
    return `td:nth-child(${place + 1})`;
  };
  return {
    rows,
    /** The listed orders' numbers, top to bottom. */
    numbers: () =>
      rows
        .getByRole('link', { name: /^View order / })
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label')?.replace('View order ', '') ?? ''),
        ),
    /** Every listed order says `words` in the column (retried while a new page arrives). */
    expectOnly: async (column: Column, words: string) => {
      await expect(async () => {
        const said = await rows.locator(cellsOf(column)).allTextContents();
        expect(said.length).toBeGreaterThan(0);
        expect(new Set(said)).toEqual(new Set([words]));
      }).toPass();
    },
    /** The badge in the order's row, in the column. */
    badgeIn: (order: PlacedOrder, column: Column) =>
      rows.filter({ hasText: order.orderNumber }).locator(`${cellsOf(column)} > span`),
  };
}

/**
 * The hue family of a badge's ground as the browser paints it: 'green', 'red' or 'amber' ('grey'
 * or 'other' for anything else). The computed colour is converted to sRGB on a canvas (Tailwind writes oklch()), so a
 * shade tweak still passes and a swapped colour does not.
 */
function hueOf(element: Locator): Promise<string> {
  return element.evaluate((badgeElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = getComputedStyle(badgeElement).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 8) return 'grey';
    const hue =
      max === r
        ? (60 * ((g - b) / (max - min)) + 360) % 360
        : max === g
          ? 60 * ((b - r) / (max - min)) + 120
          : 60 * ((r - g) / (max - min)) + 240;
    if (hue < 20 || hue >= 330) return 'red';
    if (hue < 70) return 'amber';
    if (hue < 180) return 'green';
    return 'other';
  });
}

test('the admin pages through the orders, filters them by status, finds one by its number, and reads the status colours', async ({
  page,
  browser,
  request,
}) => {
  // The shopper orders by cash on delivery: first, when the shop has too few orders to fill two
  // pages, enough to do so; then three more, newest of all: one delivered, one cancelled, one
  // left waiting.
  const shopper = await theShopper(request);
  await signInOnTheLoginPage(page, shopper);
  const { product, size } = await stockedProduct(request, (price) => price <= 900);
  const cod = () => placeOrder(page, [{ product, size, pieces: 1 }], 'COD');
  for (let total = await ordersInTheShop(page); total + 3 <= 7; total += 1) await cod();
  const delivered = await cod();
  const cancelled = await cod();
  const waiting = await cod();
  await deliverOrder(request, delivered._id);
  await cancelOrder(request, cancelled._id);

  const admin = await adminBrowser(browser);
  await signInAdminThroughTheApi(admin);
  await admin.goto('/admin/orders');
  const table = admin.getByRole('table', { name: 'Orders, newest first' });
  const list = await orderList(table);
  const pager = admin.getByRole('navigation', { name: 'Pagination' });
  const search = admin.getByRole('searchbox', { name: 'Search orders' });

  // Seven to a page; Next and Previous move between pages, the page kept in the address. The
  // pager's words change only once the page asked for has arrived.
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(list.rows).toHaveCount(7);
  const firstPage = await list.numbers();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(admin).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPage = await list.numbers();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((number) => firstPage.includes(number))).toEqual([]);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(admin).not.toHaveURL(/[?&]page=/);
  expect(await list.numbers()).toEqual(firstPage);

  // The status filter narrows the list to cancelled orders, the newest first; a reload keeps it.
  const status = admin.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Cancelled' });
  await expect(admin).toHaveURL(/[?&]status=CANCELLED(&|$)/);
  await list.expectOnly('Status', 'Cancelled');
  await expect(list.rows.first()).toContainText(cancelled.orderNumber);
  await admin.reload();
  await expect(status).toHaveValue('CANCELLED');
  await list.expectOnly('Status', 'Cancelled');
  await expect(list.rows.first()).toContainText(cancelled.orderNumber);
  await status.selectOption({ label: 'All' });
  await expect(admin).not.toHaveURL(/[?&]status=/);

  // The search finds one order by its number.
  await search.fill(waiting.orderNumber);
  await expect(admin).toHaveURL(new RegExp(`[?&]search=${waiting.orderNumber}(&|$)`));
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows).toContainText(waiting.orderNumber);

  // back-office.md §4's colours: delivered green, cancelled red, anything else amber; a payment
  // green when Paid, red otherwise. Searching the shopper's e-mail lists their newest orders.
  await search.fill(shopper.email);
  await expect(list.rows.filter({ hasText: delivered.orderNumber })).toHaveCount(1);
  const colours = async (order: PlacedOrder) => ({
    status: await hueOf(list.badgeIn(order, 'Status')),
    payment: await hueOf(list.badgeIn(order, 'Payment Status')),
  });
  await expect(list.badgeIn(delivered, 'Status')).toHaveText('Delivered');
  await expect(list.badgeIn(delivered, 'Payment Status')).toHaveText('Paid');
  expect(await colours(delivered)).toEqual({ status: 'green', payment: 'green' });
  await expect(list.badgeIn(cancelled, 'Status')).toHaveText('Cancelled');
  // A cash order cancelled whole has nothing left to collect.
  await expect(list.badgeIn(cancelled, 'Payment Status')).toHaveText('Not collected');
  expect(await colours(cancelled)).toEqual({ status: 'red', payment: 'red' });
  await expect(list.badgeIn(waiting, 'Status')).toHaveText('In progress');
  await expect(list.badgeIn(waiting, 'Payment Status')).toHaveText('Pending');
  expect(await colours(waiting)).toEqual({ status: 'amber', payment: 'red' });
  await admin.context().close();
});
