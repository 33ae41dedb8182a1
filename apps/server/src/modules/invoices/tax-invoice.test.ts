import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { pdfText } from '../../testing/pdf-text';
import { moveItem, setSeller as setSellerOf } from '../../testing/invoicing';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { NOT_A_TAX_INVOICE } from './invoice-pdf';

// 11:30 in India on 23 November 2026: financial year 2026-27.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Kurtas');
});

afterAll(async () => {
  await ctx.close();
});

/** The shoppers' saved address (testing/fixtures) is in Maharashtra. */
const setSeller = (state: string, gstin = '') => setSellerOf(ctx, admin, state, gstin);

const invoiceText = async (orderId: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/invoice/${orderId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

const ship = async (orderId: string, itemId: string) =>
  (await moveItem(ctx, admin, orderId, itemId, 'SHIPPED')).invoiceNumber!;

/** A ₹999 kurta paid from the wallet: ₹1,049 with the delivery charge. */
const kurtaOrder = async () => {
  const kurta = await sizedProduct(ctx, categoryId, 999);
  return placedOrder(ctx, [{ productId: kurta, quantity: 1 }], 'Wallet');
};

describe('the invoice download', () => {
  it('is an order summary that says it is not a tax invoice until the order ships', async () => {
    await setSeller('Maharashtra', '27AAPFU0939F1ZV');
    const { buyer, order } = await kurtaOrder();
    const text = await invoiceText(order._id, buyer.headers);
    expect(text).toContain('Order summary');
    expect(text).toContain(NOT_A_TAX_INVOICE);
    expect(text).not.toContain('Tax Invoice');
  });

  it('is a tax invoice once it ships, with CGST and SGST within the seller’s state', async () => {
    await setSeller('Maharashtra', '27AAPFU0939F1ZV');
    const { buyer, order } = await kurtaOrder();
    const serial = await ship(order._id, order.items[0]!._id);
    const text = await invoiceText(order._id, buyer.headers);
    for (const expected of [
      'Tax Invoice',
      `Invoice No. ${serial}`,
      'Invoice date 23 Nov 2026',
      order.orderNumber,
      'Little Loom Retail Private Limited',
      'Trading as Little Loom',
      'Maharashtra (State code 27)',
      'GSTIN 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (State code 27)',
      'Tax payable on reverse charge: No',
      'Meera Iyer',
      'HSN',
      '6209',
      'PCS',
      // ₹999 with 5% in it: ₹951.43 taxable, ₹23.79 CGST and ₹23.78 SGST; the ₹50 delivery
      // charge likewise: ₹47.62, ₹1.19 and ₹1.19.
      '₹951.43',
      '₹23.79',
      '₹23.78',
      '₹47.62',
      '₹1.19',
      'Delivery charge',
      // Totals: ₹999.05 taxable, ₹24.98 CGST, ₹24.97 SGST, ₹1,049.00 in all.
      '₹999.05',
      '₹24.98',
      '₹24.97',
      '₹1,049.00',
      'Amount in words: One Thousand Forty Nine Rupees Only',
      'Grievance officer: Anita Rao, grievance@littleloom.in',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain(NOT_A_TAX_INVOICE);
  });

  it('charges IGST to another state, and says so when the seller has no GSTIN', async () => {
    await setSeller('Karnataka');
    const { order } = await kurtaOrder();
    await ship(order._id, order.items[0]!._id);
    const text = await invoiceText(order._id, admin);
    expect(text).toContain('Not a tax invoice: the seller is not registered for GST.');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // ₹47.57 of IGST on the kurta, ₹2.38 on delivery: ₹49.95.
    expect(text).toContain('₹47.57');
    expect(text).toContain('₹49.95');
    expect(text).toContain('Place of supply: Maharashtra (State code 27)');
  });

  it('lists only what was not cancelled before it was issued', async () => {
    await setSeller('Maharashtra', '27AAPFU0939F1ZV');
    const kurta = await sizedProduct(ctx, categoryId, 999);
    const cap = await sizedProduct(ctx, categoryId, 249);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: kurta, quantity: 1 },
      { productId: cap, quantity: 1 },
    ]);
    const capItem = order.items.find((item) => item.price === 249)!;
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${order._id}?itemId=${capItem._id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await ship(order._id, order.items.find((item) => item.price === 999)!._id);
    const text = await invoiceText(order._id, buyer.headers);
    expect(text).toContain('Tax Invoice');
    expect(text).not.toContain(capItem.name);
    // The kurta and the delivery charge: ₹1,049, as before.
    expect(text).toContain('₹1,049.00');
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/${order._id}/credit-notes`,
      headers: buyer.headers,
    });
    expect(notes.json().creditNotes).toEqual([]);
  });
});
