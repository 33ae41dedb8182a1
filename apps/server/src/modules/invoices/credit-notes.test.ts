import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { orderingShopper } from '../../testing/orders';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { pdfText } from '../../testing/pdf-text';
import { moveItem, setSeller } from '../../testing/invoicing';
import { createTestApp, type TestContext } from '../../testing/test-app';

// 11:30 in India on 23 November 2026: financial year 2026-27.
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_TIMEZONE: 'Asia/Kolkata' }, { clock });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Kurtas');
  // The shoppers' saved address is in Maharashtra too: CGST and SGST.
  await setSeller(ctx, admin, 'Maharashtra', '27AAPFU0939F1ZV');
});

afterAll(async () => {
  await ctx.close();
});

const adminMove = (orderId: string, itemId: string, trackingStatus: string) =>
  moveItem(ctx, admin, orderId, itemId, trackingStatus);

const creditNotes = async (orderId: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/invoice/${orderId}/credit-notes`,
    headers,
  });
  return res;
};

/** A ₹999 kurta and a ₹499 tee, paid from the wallet: ₹1,548 with delivery. */
const twoItemOrder = async () => {
  const kurta = await sizedProduct(ctx, categoryId, 999);
  const tee = await sizedProduct(ctx, categoryId, 499);
  const placed = await placedOrder(ctx, [
    { productId: kurta, quantity: 1 },
    { productId: tee, quantity: 1 },
  ]);
  const byPrice = (price: number) => placed.order.items.find((item) => item.price === price)!._id;
  return { ...placed, kurtaItem: byPrice(999), teeItem: byPrice(499) };
};

describe('credit notes', () => {
  it('are issued for items cancelled after the invoice, with delivery once nothing is left', async () => {
    const { buyer, order, kurtaItem, teeItem } = await twoItemOrder();
    // Cancelled before it ships: its invoice will not hold it, so no credit note.
    const notYet = await placedOrder(ctx, [
      { productId: await sizedProduct(ctx, categoryId, 300), quantity: 1 },
    ]);
    await adminMove(notYet.order._id, notYet.order.items[0]!._id, 'CANCELLED');
    expect((await creditNotes(notYet.order._id, notYet.buyer.headers)).json().creditNotes).toEqual(
      [],
    );

    const invoice = (await adminMove(order._id, kurtaItem, 'SHIPPED')).invoiceNumber!;
    const cancel = (itemId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/user/orders/${order._id}?itemId=${itemId}`,
        headers: buyer.headers,
      });
    expect((await cancel(teeItem)).statusCode).toBe(200);
    clock.advance(3_600_000);
    expect((await cancel(kurtaItem)).statusCode).toBe(200);

    const listed = await creditNotes(order._id, buyer.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().creditNotes).toMatchObject([
      // The tee, tax included: all of its ₹499.
      { number: 'LLC/26-27/000001', invoiceNumber: invoice, reason: 'cancelled', amount: 499 },
      // The kurta and, nothing being left to deliver, the ₹50 delivery charge.
      { number: 'LLC/26-27/000002', invoiceNumber: invoice, reason: 'cancelled', amount: 1049 },
    ]);

    const second = listed.json().creditNotes[1] as { _id: string };
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/${order._id}/credit-notes/${second._id}`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="credit-note-LLC-26-27-000002.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Credit Note',
      'Credit Note No. LLC/26-27/000002',
      `Against invoice ${invoice} of 23 Nov 2026`,
      'GSTIN 27AAPFU0939F1ZV',
      'Delivery charge',
      // ₹999 with 5% in it: ₹951.43 taxable, ₹23.79 CGST, ₹23.78 SGST.
      '₹951.43',
      '₹23.79',
      'Total credited',
      '₹1,049.00',
      'Amount in words: One Thousand Forty Nine Rupees Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The tee was taken back by the first note, not this one.
    expect(text).not.toContain('₹499.00');
  });

  it('are issued when returned items are refunded', async () => {
    const { buyer, order, kurtaItem } = await twoItemOrder();
    await adminMove(order._id, kurtaItem, 'DELIVERED');
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/orders/${order._id}/return`,
      headers: buyer.headers,
      payload: { itemId: kurtaItem, orderId: order._id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/items/${kurtaItem}/approve-return`,
      headers: admin,
      payload: { approvalStatus: 'APPROVED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await creditNotes(order._id, admin)).json().creditNotes).toEqual([]);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/process-refund`,
      headers: admin,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await creditNotes(order._id, admin)).json().creditNotes).toMatchObject([
      { number: 'LLC/26-27/000003', reason: 'returned', amount: 999 },
    ]);
  });

  it('are shown to the order’s owner and admins only', async () => {
    const { order, kurtaItem } = await twoItemOrder();
    await adminMove(order._id, kurtaItem, 'SHIPPED');
    await adminMove(order._id, kurtaItem, 'CANCELLED');
    const [note] = (await creditNotes(order._id, admin)).json().creditNotes as { _id: string }[];
    const stranger = await orderingShopper(ctx);
    expect((await creditNotes(order._id, stranger.headers)).statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/${order._id}/credit-notes/${note!._id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await creditNotes(order._id, {})).statusCode).toBe(401);
  });
});
