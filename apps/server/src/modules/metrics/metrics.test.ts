import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@littleloom/shared';
import { mailQueue } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import {
  TEST_SIMULATOR_SECRET,
  capturedEvent,
  sendWebhook,
  verifyCardPayment,
} from '../../testing/gateway';
import { mailbox } from '../../testing/mailbox';
import { TEST_METRICS_TOKEN, sampleValue, scrape } from '../../testing/metrics';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { UNMATCHED_ROUTE, WEB_FILE_ROUTE, WEB_PAGE_ROUTE } from './http-metrics';
import { METRICS_MESSAGES } from './routes';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp(
    { METRICS_TOKEN: TEST_METRICS_TOKEN, SIMULATOR_SECRET: TEST_SIMULATOR_SECRET },
    { mailer: mail.mailer },
  );
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Newborn');
});

afterAll(async () => {
  await ctx.close();
});

const product = (price: number) => sizedProduct(ctx, categoryId, price);

/** What `name` with `labels` reads now; a counter never touched reads 0. */
const reading = async (name: string, labels: Record<string, string>) =>
  sampleValue(await scrape(ctx), name, labels) ?? 0;

const ordersPlaced = (method: string) =>
  reading('littleloom_orders_placed_total', { payment_method: method });
const paymentsCaptured = (purpose: string, outcome: string) =>
  reading('littleloom_payments_captured_total', { purpose, outcome });
const refunds = (reason: string) => reading('littleloom_refunds_total', { reason });

describe('GET /metrics and its token', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MSG.routeNotFound });
    } finally {
      await plain.close();
    }
  });

  it('refuses a missing or wrong token with 401 in the shop error shape', async () => {
    const attempts = [
      {},
      { authorization: `Bearer ${TEST_METRICS_TOKEN}x` },
      { authorization: `Bearer ${TEST_METRICS_TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${TEST_METRICS_TOKEN}` },
      // A shopper's or admin's session is not the metrics token.
      admin,
    ];
    for (const headers of attempts) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ success: false, message: METRICS_MESSAGES.unauthorised });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the token with the Prometheus text format, default process metrics included', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE littleloom_http_requests_total counter');
    expect(sampleValue(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('is in the API docs as an operations route beside health', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const health = docs.paths['/api/health'].get;
    const metrics = docs.paths['/metrics'].get;
    expect(metrics.tags).toEqual(health.tags);
    expect(metrics.summary).toMatch(/^For operations:/);
  });
});

describe('HTTP requests', () => {
  it('are labelled by route pattern, never by the ids or query strings asked for', async () => {
    const romper = await product(350);
    const asked = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${romper}?utm_source=mail`,
    });
    expect(asked.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/no-such-thing/${romper}` });
    expect(unknown.statusCode).toBe(404);

    const text = await scrape(ctx);
    expect(text).not.toContain(romper);
    expect(text).not.toContain('utm_source');
    const byPattern = { route: '/api/products/:id', method: 'GET', status_code: '200' };
    expect(sampleValue(text, 'littleloom_http_requests_total', byPattern)).toBe(1);
    expect(
      sampleValue(text, 'littleloom_http_requests_total', {
        route: 'unmatched',
        method: 'GET',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    const timed = { route: '/api/products/:id', method: 'GET' };
    expect(sampleValue(text, 'littleloom_http_request_duration_seconds_count', timed)).toBe(1);
    expect(
      sampleValue(text, 'littleloom_http_request_duration_seconds_bucket', { ...timed, le: '10' }),
    ).toBe(1);
  });

  it('count unusual methods on unknown paths as one', async () => {
    await ctx.app.inject({ method: 'PROPFIND', url: '/api/anything' });
    expect(
      sampleValue(await scrape(ctx), 'littleloom_http_requests_total', {
        route: 'unmatched',
        method: 'OTHER',
        status_code: '404',
      }),
    ).toBe(1);
  });
});

describe("the web app's files and pages", () => {
  it('are counted as one route each, whatever the file or page', async () => {
    const webDistDir = await mkdtemp(path.join(tmpdir(), 'littleloom-metrics-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<p>shop</p>');
    await writeFile(path.join(webDistDir, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    await writeFile(path.join(webDistDir, 'assets', 'app-3f9a1c.css'), 'p{}');
    const shop = await createTestApp({ METRICS_TOKEN: TEST_METRICS_TOKEN }, { webDistDir });
    try {
      for (const url of ['/assets/app-3f9a1c.js', '/assets/app-3f9a1c.css', '/product/7f3a', '/']) {
        expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect((await shop.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);

      const text = await scrape(shop);
      const count = (route: string, status_code = '200') =>
        sampleValue(text, 'littleloom_http_requests_total', { route, method: 'GET', status_code });
      expect(count(WEB_FILE_ROUTE)).toBe(2);
      expect(count(WEB_PAGE_ROUTE)).toBe(2);
      expect(count(UNMATCHED_ROUTE, '404')).toBe(1);
      expect(text).not.toContain('3f9a1c');
      expect(text).not.toContain('7f3a');
    } finally {
      await shop.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('orders placed', () => {
  it('count an order once, not its repeat with the same Idempotency-Key, nor a refusal', async () => {
    const bib = await product(250);
    const buyer = await orderingShopper(ctx, [{ productId: bib, quantity: 1 }]);
    const before = await ordersPlaced('cod');

    const first = await buyer.place({}, 'checkout-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(await ordersPlaced('cod')).toBe(before + 1);

    const repeat = await buyer.place({}, 'checkout-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json().order._id).toBe(first.json().order._id);
    // Refused (the cart is empty now): its transaction rolled back, and nothing is counted.
    expect((await buyer.place({}, 'checkout-2')).statusCode).toBe(400);
    expect(await ordersPlaced('cod')).toBe(before + 1);
  });

  it('are labelled by payment method', async () => {
    const before = await ordersPlaced('wallet');
    await placedOrder(ctx, [{ productId: await product(300), quantity: 1 }], 'Wallet');
    expect(await ordersPlaced('wallet')).toBe(before + 1);
  });
});

describe('card payments captured', () => {
  async function cardOrder() {
    const buyer = await orderingShopper(ctx, [{ productId: await product(500), quantity: 1 }]);
    const placed = await buyer.place({ paymentMethod: 'Razorpay' });
    expect(placed.statusCode, placed.body).toBe(201);
    const gatewayOrderId: string = placed.json().razorpayOrderId;
    const verify = (paymentId: string) =>
      verifyCardPayment(ctx, buyer.headers, gatewayOrderId, paymentId);
    return { gatewayOrderId, verify };
  }

  it('count a payment once, however often verify and the webhook report it', async () => {
    const before = await paymentsCaptured('order', 'applied');
    const order = await cardOrder();
    expect(await ordersPlaced('card')).toBeGreaterThanOrEqual(1);

    expect((await order.verify('pay_metrics_1')).statusCode).toBe(200);
    expect(await paymentsCaptured('order', 'applied')).toBe(before + 1);
    expect((await order.verify('pay_metrics_1')).statusCode).toBe(200);
    const webhook = await sendWebhook(
      ctx,
      capturedEvent(order.gatewayOrderId, 'pay_metrics_1'),
      'evt_metrics_1',
    );
    expect(webhook.statusCode).toBe(200);
    expect(await paymentsCaptured('order', 'applied')).toBe(before + 1);
  });

  it('count a second payment of a paid order as given back', async () => {
    const order = await cardOrder();
    expect((await order.verify('pay_metrics_2')).statusCode).toBe(200);
    const appliedBefore = await paymentsCaptured('order', 'applied');
    const givenBackBefore = await paymentsCaptured('order', 'given_back');

    const second = capturedEvent(order.gatewayOrderId, 'pay_metrics_3');
    expect((await sendWebhook(ctx, second, 'evt_metrics_3')).statusCode).toBe(200);
    // The same event again is a duplicate, counted no more.
    expect((await sendWebhook(ctx, second, 'evt_metrics_3')).statusCode).toBe(200);
    expect(await paymentsCaptured('order', 'given_back')).toBe(givenBackBefore + 1);
    expect(await paymentsCaptured('order', 'applied')).toBe(appliedBefore);
  });
});

describe('refunds', () => {
  it('count a paid item cancelled, once, and nothing for an unpaid one', async () => {
    const before = await refunds('cancelled');
    const { buyer, order } = await placedOrder(
      ctx,
      [
        { productId: await product(400), quantity: 1 },
        { productId: await product(200), quantity: 1 },
      ],
      'Wallet',
    );
    const cancel = (itemId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/user/orders/${order._id}?itemId=${itemId}`,
        headers: buyer.headers,
      });
    expect((await cancel(order.items[0]!._id)).statusCode).toBe(200);
    expect(await refunds('cancelled')).toBe(before + 1);
    // Asked again: answered, with nothing given twice, and nothing counted twice.
    const again = await cancel(order.items[0]!._id);
    expect(again.json()).toMatchObject({ success: true, refundedAmount: 0 });
    expect(await refunds('cancelled')).toBe(before + 1);

    const cod = await placedOrder(ctx, [{ productId: await product(150), quantity: 1 }], 'COD');
    const unpaid = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/orders/${cod.order._id}?itemId=${cod.order.items[0]!._id}`,
      headers: cod.buyer.headers,
    });
    expect(unpaid.statusCode).toBe(200);
    expect(await refunds('cancelled')).toBe(before + 1);
  });

  it('count a processed return once, not the repeat of the same refund', async () => {
    const before = await refunds('returned');
    const { buyer, order } = await placedOrder(
      ctx,
      [{ productId: await product(600), quantity: 1 }],
      'COD',
    );
    const itemId = order.items[0]!._id;
    const call = (
      method: 'PUT' | 'POST',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const steps = [
      await call('PUT', `/api/admin/orders/${order._id}/item/${itemId}/tracking-status`, admin, {
        trackingStatus: 'DELIVERED',
      }),
      await call('PUT', `/api/user/orders/${order._id}/return`, buyer.headers, {
        itemId,
        orderId: order._id,
      }),
      await call('PUT', `/api/admin/orders/${order._id}/items/${itemId}/approve-return`, admin, {
        approvalStatus: 'APPROVED',
      }),
    ];
    for (const step of steps) expect(step.statusCode, step.body).toBe(200);

    const refund = () => call('POST', `/api/admin/orders/${order._id}/process-refund`, admin);
    expect((await refund()).json()).toMatchObject({ success: true, refundedAmount: 600 });
    expect(await refunds('returned')).toBe(before + 1);
    // A second click moments later is answered with that refund, and is not another.
    expect((await refund()).json()).toMatchObject({ success: true, refundedAmount: 600 });
    expect(await refunds('returned')).toBe(before + 1);
  });
});

describe('the mail queue', () => {
  it('reports unsent mail, how long the oldest has waited, and mail given up on', async () => {
    await ctx.flushMail();
    const figures = async () => {
      const text = await scrape(ctx);
      return {
        waiting: sampleValue(text, 'littleloom_mail_queue_waiting'),
        oldest: sampleValue(text, 'littleloom_mail_queue_oldest_waiting_seconds'),
        givenUp: sampleValue(text, 'littleloom_mail_queue_given_up'),
      };
    };
    expect(await figures()).toEqual({ waiting: 0, oldest: 0, givenUp: 0 });

    // Mail waiting for a later try (so the running queue leaves it be), one of it queued ten
    // minutes ago, and one given up on.
    const later = sql`now() + interval '1 hour'`;
    await ctx.db.insert(mailQueue).values([
      { recipient: 'a@example.com', subject: 'a', nextAttemptAt: later },
      {
        recipient: 'b@example.com',
        subject: 'b',
        nextAttemptAt: later,
        createdAt: sql`now() - interval '10 minutes'`,
      },
      { recipient: 'c@example.com', subject: 'c', status: 'failed' },
    ]);
    const now = await figures();
    expect(now.waiting).toBe(2);
    expect(now.givenUp).toBe(1);
    expect(now.oldest).toBeGreaterThanOrEqual(600);
    expect(now.oldest).toBeLessThan(600 + 60);
  });
});

describe('the database pool', () => {
  it('is reported on PostgreSQL, and not for the embedded database, which has none', async () => {
    const text = await scrape(ctx);
    const connections = sampleValue(text, 'littleloom_db_pool_connections');
    if (ctx.kind === 'pglite') {
      expect(connections).toBeUndefined();
      expect(text).not.toContain('littleloom_db_pool_');
      return;
    }
    // The test database's pool holds at most 5 connections.
    expect(sampleValue(text, 'littleloom_db_pool_max_connections')).toBe(5);
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(5);
    expect(sampleValue(text, 'littleloom_db_pool_idle_connections')).toBeLessThanOrEqual(
      connections!,
    );
    expect(sampleValue(text, 'littleloom_db_pool_waiting_requests')).toBe(0);
  });
});
