import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedDocuments, orders, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { moveItem } from '../../testing/invoicing';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestContext } from '../../testing/test-app';

// 11:30 in India on 23 November 2026: financial year 2026-27.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

/** The seller as first set up: in Maharashtra (the shoppers' state), not registered for GST. */
const UNREGISTERED = {
  legalName: 'Loom Traders',
  tradeName: 'Little Loom',
  address: '42 Residency Road, Pune 411001',
  state: 'Maharashtra',
  gstin: '',
  grievanceOfficer: { name: 'Anita Rao', email: 'grievance@littleloom.in', phone: '9876543210' },
};

/** The same seller later: registered, renamed and moved. */
const REGISTERED = {
  ...UNREGISTERED,
  legalName: 'Little Loom Retail Private Limited',
  address: '9 FC Road, Shivajinagar, Pune 411005',
  gstin: '27AAPFU0939F1ZV',
};

const NOT_A_TAX_INVOICE = 'Not a tax invoice: the seller is not registered for GST.';
const NOT_A_CREDIT_NOTE = 'Not a GST credit note: the seller is not registered for GST.';

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Kurtas');
});

afterAll(async () => {
  await ctx.close();
});

async function saveSeller(details: typeof UNREGISTERED): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: details,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function download(url: string, headers: Record<string, string>): Promise<Buffer> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

const invoiceUrl = (orderId: string) => `/api/invoice/${orderId}`;

async function creditNoteUrls(orderId: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/invoice/${orderId}/credit-notes`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const notes = res.json().creditNotes as { _id: string }[];
  return notes.map((note) => `/api/invoice/${orderId}/credit-notes/${note._id}`);
}

/** The documents kept for an order, oldest first. */
const keptFor = (orderId: string) =>
  ctx.db
    .select({
      kind: issuedDocuments.kind,
      number: issuedDocuments.number,
      issuedAt: issuedDocuments.issuedAt,
    })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.orderId, orderId))
    .orderBy(issuedDocuments.issuedAt);

/** Forgets an order's kept documents, as for documents issued before they were kept. */
const forgetDocuments = (orderId: string) =>
  ctx.db.delete(issuedDocuments).where(eq(issuedDocuments.orderId, orderId));

/**
 * A ₹999 kurta and a ₹499 tee paid from the wallet; the kurta ships (the invoice), then the
 * shopper cancels the tee (a credit note).
 */
async function invoicedAndCredited() {
  const kurta = await sizedProduct(ctx, categoryId, 999);
  const tee = await sizedProduct(ctx, categoryId, 499);
  const { buyer, order } = await placedOrder(ctx, [
    { productId: kurta, quantity: 1 },
    { productId: tee, quantity: 1 },
  ]);
  const itemAt = (price: number) => order.items.find((item) => item.price === price)!._id;
  const invoiceNumber = (await moveItem(ctx, admin, order._id, itemAt(999), 'SHIPPED'))
    .invoiceNumber!;
  clock.advance(3_600_000);
  const cancelled = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/user/orders/${order._id}?itemId=${itemAt(499)}`,
    headers: buyer.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [creditNoteUrl, ...others] = await creditNoteUrls(order._id);
  expect(others).toEqual([]);
  return { buyer, order, invoiceNumber, creditNoteUrl: creditNoteUrl! };
}

describe('an issued invoice or credit note', () => {
  it('is the same file after the seller’s details and the buyer’s name change', async () => {
    await saveSeller(UNREGISTERED);
    const { buyer, order, invoiceNumber, creditNoteUrl } = await invoicedAndCredited();
    const invoice = await download(invoiceUrl(order._id), buyer.headers);
    const creditNote = await download(creditNoteUrl, buyer.headers);

    const invoiceText = await pdfText(invoice);
    expect(invoiceText).toContain(`Invoice No. ${invoiceNumber}`);
    expect(invoiceText).toContain(NOT_A_TAX_INVOICE);
    expect(invoiceText).toContain('Loom Traders');
    expect(invoiceText).not.toContain('Tax Invoice');
    const creditNoteText = await pdfText(creditNote);
    expect(creditNoteText).toContain('Credit Note No. LLC/26-27/');
    expect(creditNoteText).toContain(NOT_A_CREDIT_NOTE);

    // Kept when issued, each under its serial and the moment it was issued, which the file
    // carries as its creation date.
    const kept = await keptFor(order._id);
    expect(kept.map(({ kind, number }) => ({ kind, number }))).toEqual([
      { kind: 'invoice', number: invoiceNumber },
      { kind: 'creditNote', number: expect.stringMatching(/^LLC\/26-27\/\d{6}$/) },
    ]);
    expect(kept[0]!.issuedAt).toEqual(new Date('2026-11-23T06:00:00Z'));
    expect(invoice.toString('latin1')).toContain('(D:20261123060000Z)');
    expect(creditNote.toString('latin1')).toContain('(D:20261123070000Z)');

    await saveSeller(REGISTERED);
    await ctx.db.update(users).set({ name: 'Meera Krishnan' }).where(eq(users.id, buyer.id));
    clock.advance(86_400_000);

    for (const headers of [buyer.headers, admin]) {
      expect((await download(invoiceUrl(order._id), headers)).equals(invoice)).toBe(true);
      expect((await download(creditNoteUrl, headers)).equals(creditNote)).toBe(true);
    }
    expect(await keptFor(order._id)).toHaveLength(2);
  });

  it('of an order shipped after the change carries the new details, and renders to the same bytes', async () => {
    await saveSeller(REGISTERED);
    const { buyer, order, creditNoteUrl } = await invoicedAndCredited();
    const invoice = await download(invoiceUrl(order._id), buyer.headers);
    const creditNote = await download(creditNoteUrl, buyer.headers);

    const text = await pdfText(invoice);
    for (const expected of [
      'Tax Invoice',
      'GSTIN 27AAPFU0939F1ZV',
      'Little Loom Retail Private Limited',
      '9 FC Road, Shivajinagar, Pune 411005',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(NOT_A_TAX_INVOICE);
    expect(await pdfText(creditNote)).not.toContain(NOT_A_CREDIT_NOTE);

    // Nothing changed since they were issued: drawn again from the database, they are the
    // same files to the byte.
    await forgetDocuments(order._id);
    expect((await download(invoiceUrl(order._id), buyer.headers)).equals(invoice)).toBe(true);
    expect((await download(creditNoteUrl, buyer.headers)).equals(creditNote)).toBe(true);
  });

  it('issued before documents were kept is kept as it is on its first download', async () => {
    await saveSeller(UNREGISTERED);
    const { buyer, order, creditNoteUrl } = await invoicedAndCredited();
    await forgetDocuments(order._id);
    // Since then the seller registered for GST: the first download shows the seller as they
    // are then, and that file stays.
    await saveSeller(REGISTERED);
    const invoice = await download(invoiceUrl(order._id), admin);
    const creditNote = await download(creditNoteUrl, buyer.headers);
    expect(await pdfText(invoice)).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(await keptFor(order._id)).toHaveLength(2);

    await saveSeller(UNREGISTERED);
    for (const headers of [buyer.headers, admin]) {
      expect((await download(invoiceUrl(order._id), headers)).equals(invoice)).toBe(true);
      expect((await download(creditNoteUrl, headers)).equals(creditNote)).toBe(true);
    }
    expect(await keptFor(order._id)).toHaveLength(2);
  });

  it('is for the order’s owner and admins only', async () => {
    await saveSeller(UNREGISTERED);
    const { order, creditNoteUrl } = await invoicedAndCredited();
    const stranger = await orderingShopper(ctx);
    for (const url of [invoiceUrl(order._id), creditNoteUrl]) {
      const theirs = await ctx.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(theirs.statusCode, url).toBe(404);
      const nobody = await ctx.app.inject({ method: 'GET', url });
      expect(nobody.statusCode, url).toBe(401);
    }
    // A stranger's attempt does not freeze a document that was not kept yet.
    await forgetDocuments(order._id);
    await ctx.app.inject({ method: 'GET', url: creditNoteUrl, headers: stranger.headers });
    await ctx.app.inject({ method: 'GET', url: invoiceUrl(order._id), headers: stranger.headers });
    expect(await keptFor(order._id)).toEqual([]);
  });

  it('is not kept before the order ships: the order summary is no numbered document', async () => {
    await saveSeller(UNREGISTERED);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 799), quantity: 1 },
    ]);
    const summary = await pdfText(await download(invoiceUrl(order._id), buyer.headers));
    expect(summary).toContain('Order summary');
    expect(await keptFor(order._id)).toEqual([]);
    const [row] = await ctx.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row!.invoiceNumber).toBeNull();
  });
});
