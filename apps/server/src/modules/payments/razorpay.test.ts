import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { capturedPayments, walletTransactions } from '../../db/schema';
import { hmacHex, paymentSignature } from '../../platform/payments';
import { bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';

const KEY_ID = 'rzp_test_littleloom';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string;
  idempotencyKey?: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for the Razorpay API endpoints the shop calls: POST /v1/orders, and
 * POST /v1/payments/:id/refund, which answers as Razorpay does: one refund per idempotency key
 * (a repeat gets the same one back), 400 for a payment whose id says `refuse`, and a 500 the first
 * time for one whose id says `flaky`.
 */
function razorpayStandIn(): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  let count = 0;
  const refunds = new Map<string, string>();
  const failedOnce = new Set<string>();
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const idempotencyKey = request.headers['x-refund-idempotency'];
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
        body,
      });
      response.setHeader('content-type', 'application/json');
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      if (request.method === 'POST' && refund && typeof idempotencyKey === 'string') {
        const paymentId = refund[1]!;
        if (paymentId.includes('refuse')) {
          response.statusCode = 400;
          response.end(
            JSON.stringify({
              error: { code: 'BAD_REQUEST_ERROR', description: 'The payment cannot be refunded' },
            }),
          );
          return;
        }
        if (paymentId.includes('flaky') && !failedOnce.has(paymentId)) {
          failedOnce.add(paymentId);
          response.statusCode = 500;
          response.end(JSON.stringify({ error: { code: 'SERVER_ERROR' } }));
          return;
        }
        const id = refunds.get(idempotencyKey) ?? `rfnd_standin${refunds.size + 1}`;
        refunds.set(idempotencyKey, id);
        response.end(
          JSON.stringify({ id, entity: 'refund', payment_id: paymentId, amount: body.amount }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/orders') {
        count += 1;
        response.end(
          JSON.stringify({
            id: `order_standin${count}`,
            entity: 'order',
            amount: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen });
    }),
  );
}

let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof razorpayStandIn>>;

beforeAll(async () => {
  standIn = await razorpayStandIn();
  ctx = await createTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: standIn.url,
  });
});

afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => standIn.server.close(resolve));
});

describe('Razorpay', () => {
  it('creates the gateway order through Razorpay and verifies with the key secret', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentProvider: 'razorpay', razorpayKeyId: KEY_ID });

    const categoryId = await addCategory(ctx.db, 'Boys');
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Rain Jacket',
      price: 1299.5,
      sizes: [{ size: 'M', stock: 3 }],
    });
    const headers = bearer(await shopperSession(ctx, 'razorpay-buyer@example.com'));
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers, payload });
    const address = (
      await post('/api/user/address', {
        fullname: 'Kabir Shah',
        phone: '9000000001',
        street: '1 Hill Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zip: '400050',
        country: 'India',
      })
    ).json().address;
    await post('/api/user/cart/add', { productId, size: 'M', quantity: 1 });
    const placed = await post('/api/user/orders/create', { address, paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(body).toMatchObject({
      razorpayOrderId: 'order_standin1',
      amount: 134_950,
      currency: 'INR',
      keyId: KEY_ID,
    });
    expect(standIn.seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: expect.objectContaining({
          amount: 134_950,
          currency: 'INR',
          receipt: body.order.orderNumber,
        }),
      },
    ]);

    // The test gateway is not served when Razorpay is.
    const simulator = await post('/api/payments/simulator/pay', {
      razorpay_order_id: 'order_standin1',
    });
    expect(simulator.statusCode).toBe(404);

    const signature = paymentSignature(KEY_SECRET, 'order_standin1', 'pay_real');
    const verified = await post('/api/user/orders/verify-payment', {
      razorpay_order_id: 'order_standin1',
      razorpay_payment_id: 'pay_real',
      razorpay_signature: signature,
    });
    expect(verified.json()).toMatchObject({ order: { paymentStatus: 'Paid' } });
  });

  it('checks webhooks against the webhook secret', async () => {
    const text = JSON.stringify({ event: 'payment.captured', payload: {} });
    const send = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, text),
        },
        payload: text,
      });
    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    const ok = await send(WEBHOOK_SECRET);
    expect(ok.json()).toEqual({ success: true, status: 'ignored' });
  });
});

describe('payments Razorpay captured that the order did not need', () => {
  /** A paid card order, and a webhook signed as Razorpay signs one. */
  async function paidOrder(paymentId: string) {
    const categoryId = await addCategory(ctx.db, `Refunds ${paymentId}`);
    const productId = await addProduct(ctx.db, categoryId, {
      name: 'Woollen Cap',
      price: 400,
      sizes: [{ size: 'M', stock: 3 }],
    });
    const shopper = await orderingShopper(ctx, [{ productId, quantity: 1 }]);
    const placed = (await shopper.place({ paymentMethod: 'Razorpay' })).json();
    const gatewayOrderId = placed.razorpayOrderId as string;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/orders/verify-payment',
      headers: shopper.headers,
      payload: {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY_SECRET, gatewayOrderId, paymentId),
      },
    });
    expect(verified.json().order.paymentStatus).toBe('Paid');
    const captureAgain = (secondPaymentId: string) => {
      const text = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: secondPaymentId, order_id: gatewayOrderId } } },
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, text),
          'x-razorpay-event-id': `evt_${secondPaymentId}`,
        },
        payload: text,
      });
    };
    return { shopper, orderId: placed.order._id as string, captureAgain };
  }

  const captureOf = async (paymentId: string) => {
    const [row] = await ctx.db
      .select()
      .from(capturedPayments)
      .where(eq(capturedPayments.paymentId, paymentId));
    return row!;
  };
  const refundCalls = (paymentId: string) =>
    standIn.seen.filter((call) => call.url === `/v1/payments/${paymentId}/refund`);

  it('refunds it through Razorpay once, with an idempotency key', async () => {
    const { captureAgain } = await paidOrder('pay_first_a');
    expect((await captureAgain('pay_second_a')).json().status).toBe('applied');
    await ctx.app.paymentReturns.flush();
    const capture = await captureOf('pay_second_a');
    expect(capture).toMatchObject({
      outcome: 'refunded',
      refundId: expect.stringMatching(/^rfnd_/),
    });
    const calls = refundCalls('pay_second_a');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      idempotencyKey: capture.id,
      body: { amount: 45_000, speed: 'normal' },
    });
  });

  it('tries again with the same key when Razorpay could not be reached', async () => {
    const { captureAgain } = await paidOrder('pay_first_b');
    await captureAgain('pay_flaky_b');
    await ctx.app.paymentReturns.flush();
    expect(await captureOf('pay_flaky_b')).toMatchObject({
      outcome: 'refund_due',
      lastError: expect.any(String),
    });
    // The next try is due (a while later, in the shop's life).
    await ctx.db
      .update(capturedPayments)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(capturedPayments.paymentId, 'pay_flaky_b'));
    await ctx.app.paymentReturns.flush();
    const capture = await captureOf('pay_flaky_b');
    expect(capture.outcome).toBe('refunded');
    const keys = refundCalls('pay_flaky_b').map((call) => call.idempotencyKey);
    expect(keys).toEqual([capture.id, capture.id]);
  });

  it("credits the shopper's wallet when Razorpay refuses, with a ledger line naming the payment", async () => {
    const { shopper, orderId, captureAgain } = await paidOrder('pay_first_c');
    await captureAgain('pay_refuse_c');
    await ctx.app.paymentReturns.flush();
    await ctx.app.paymentReturns.flush();
    expect(await captureOf('pay_refuse_c')).toMatchObject({ outcome: 'credited' });
    const wallet = await walletState(ctx.db, shopper.id);
    expect(wallet).toEqual({ balancePaise: 45_000, ledgerSumPaise: 45_000 });
    const [line] = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, shopper.id));
    expect(line!.description).toMatch(/^Refund of payment pay_refuse_c for order LL-/);
    expect(line!.orderId).toBe(orderId);
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${orderId}/returned-payments`,
      headers: shopper.headers,
    });
    expect(shown.json().returnedPayments).toEqual([
      expect.objectContaining({ paymentId: 'pay_refuse_c', status: 'credited', amount: 450 }),
    ]);
  });
});

describe('Razorpay without a webhook secret', () => {
  it('refuses webhooks', async () => {
    const bare = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: standIn.url,
    });
    try {
      const text = JSON.stringify({ event: 'payment.captured', payload: {} });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
        payload: text,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Webhooks are not set up for this shop',
      });
    } finally {
      await bare.close();
    }
  });
});
