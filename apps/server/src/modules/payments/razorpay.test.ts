import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, paymentSignature } from '../../platform/payments';
import { bearer, shopperSession } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

const KEY_ID = 'rzp_test_littleloom';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string;
  body: Record<string, unknown>;
}

/** A local stand-in for the Razorpay API endpoints the shop calls: POST /v1/orders. */
function razorpayStandIn(): Promise<{ server: Server; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  let count = 0;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body,
      });
      response.setHeader('content-type', 'application/json');
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
