import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@littleloom/shared';
import { mailQueue, reviewInvitations, users } from '../../db/schema';
import { EmlWriter, type MailMessage } from '../../platform/mail';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { mailbox } from '../../testing/mailbox';
import { placedOrder, sizedProduct, type PlacedFor } from '../../testing/order-journeys';
import { writeReview } from '../../testing/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { REVIEW_INVITATION_COMPOSER, REVIEW_INVITATION_DELAY_DAYS } from './review-invitations';
import { ReviewUnsubscribeLinks } from './unsubscribe-links';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
let webDir: string;
const mail = mailbox();

beforeAll(async () => {
  // A stand-in web build, so a GET of the unsubscribe link is served the page as in production.
  webDir = await mkdtemp(path.join(tmpdir(), 'littleloom-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Little Loom</title>');
  ctx = await createTestApp({}, { mailer: mail.mailer, webDistDir: webDir });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Rompers');
});

afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

const INVITATION_SUBJECT = 'How did you find your Little Loom order';

const product = () => sizedProduct(ctx, categoryId, 400);

const setStatus = async (orderId: string, itemId: string, trackingStatus: string) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/item/${itemId}/tracking-status`,
    headers: admin,
    payload: { trackingStatus },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const deliver = async (order: PlacedOrder, items = order.items) => {
  for (const item of items) await setStatus(order._id, item._id, 'DELIVERED');
};

/** The invitation mails waiting in the queue for an order, with seconds until each is due. */
const queuedInvitations = (orderId: string) =>
  ctx.db
    .select({
      id: mailQueue.id,
      recipient: mailQueue.recipient,
      dueInSeconds: sql<number>`extract(epoch from ${mailQueue.nextAttemptAt} - now())`.mapWith(
        Number,
      ),
    })
    .from(mailQueue)
    .where(and(eq(mailQueue.composer, REVIEW_INVITATION_COMPOSER), eq(mailQueue.about, orderId)));

/** The invitation of an order falls due now, as it would three days on. */
const fallDue = (orderId: string) =>
  ctx.db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now()`, dueAt: sql`now()` })
    .where(eq(mailQueue.about, orderId));

const invitationsTo = (email: string) => mail.to(ctx, email, INVITATION_SUBJECT);

const unsubscribe = (token: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/mail/unsubscribe/reviews',
    payload: token === undefined ? {} : { token },
  });

const invitationsOffAt = async (userId: string) => {
  const [row] = await ctx.db
    .select({ offAt: users.reviewInvitationsOffAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!.offAt;
};

/** The token in an invitation's unsubscribe link, as a browser would read it from the address. */
function tokenIn(text: string): string {
  const link = /^Rather not be asked.*: (\S+)$/m.exec(text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(`${ctx.config.publicUrl}/unsubscribe/reviews`);
  return url.searchParams.get('token')!;
}

/**
 * A shopper's order of two products, delivered: its invitation waits in the queue until the test
 * says it falls due (the queue's own timer may send what is due at any moment).
 */
async function deliveredOrder(): Promise<PlacedFor & { productIds: string[] }> {
  const productIds = [await product(), await product()];
  const placed = await placedOrder(
    ctx,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  await deliver(placed.order);
  return { ...placed, productIds };
}

/** The invitation of a delivered order, sent. */
async function sentInvitation(): Promise<PlacedFor & { invitation: MailMessage }> {
  const delivered = await deliveredOrder();
  await fallDue(delivered.order._id);
  const [invitation] = await invitationsTo(delivered.buyer.email);
  expect(invitation).toBeDefined();
  return { ...delivered, invitation: invitation! };
}

describe('the invitation to review', () => {
  it('is queued once per order when its first items are delivered, due three days later', async () => {
    const romper = await product();
    const bib = await product();
    const { buyer, order } = await placedOrder(ctx, [
      { productId: romper, quantity: 1 },
      { productId: bib, quantity: 2 },
    ]);
    await setStatus(order._id, order.items[0]!._id, 'SHIPPED');
    expect(await queuedInvitations(order._id)).toEqual([]);

    await deliver(order, [order.items[0]!]);
    const [queued, ...more] = await queuedInvitations(order._id);
    expect(more).toEqual([]);
    expect(queued!.recipient).toBe(buyer.email);
    const threeDays = REVIEW_INVITATION_DELAY_DAYS * 24 * 3600;
    expect(queued!.dueInSeconds).toBeGreaterThan(threeDays - 60);
    expect(queued!.dueInSeconds).toBeLessThanOrEqual(threeDays);

    // Not due: sending what is due now leaves it waiting, and it is not counted as late mail.
    expect(await invitationsTo(buyer.email)).toEqual([]);
    expect(await queuedInvitations(order._id)).toHaveLength(1);
    expect((await ctx.app.mailQueue.backlog()).waiting).toBe(0);

    // The rest of the order comes in a second delivery: still the one invitation.
    await deliver(order, [order.items[1]!]);
    expect((await queuedInvitations(order._id)).map((row) => row.id)).toEqual([queued!.id]);
    expect(
      await ctx.db.select().from(reviewInvitations).where(eq(reviewInvitations.orderId, order._id)),
    ).toHaveLength(1);

    await fallDue(order._id);
    const [invitation, ...others] = await invitationsTo(buyer.email);
    expect(others).toEqual([]);
    expect(invitation!.subject).toBe(
      `How did you find your Little Loom order ${order.orderNumber}?`,
    );
    for (const productId of [romper, bib]) {
      expect(invitation!.text).toContain(
        `${ctx.config.publicUrl}/product/${productId}?review=write#reviews`,
      );
    }
    expect(invitation!.text).toContain(`${order.items[0]!.name} (M)`);
    // The last line is the way out, and the mail program is given the same link.
    const lastLine = invitation!.text.trim().split('\n').at(-1)!;
    expect(lastLine).toMatch(/^Rather not be asked to review what you buy\? Stop these mails: /);
    expect(lastLine.endsWith(invitation!.unsubscribeUrl!)).toBe(true);
    expect(await queuedInvitations(order._id)).toEqual([]);
  });

  it('lists only what is left to rate, and is not sent when nothing is', async () => {
    const reviewed = await deliveredOrder();
    const reviewRes = await writeReview(ctx, reviewed.productIds[0]!, reviewed.buyer);
    expect(reviewRes.statusCode, reviewRes.body).toBe(201);
    await fallDue(reviewed.order._id);
    const [partial] = await invitationsTo(reviewed.buyer.email);
    expect(partial!.text).not.toContain(`/product/${reviewed.productIds[0]}#`);
    expect(partial!.text).toContain(`/product/${reviewed.productIds[1]}?review=write#reviews`);

    // One product reviewed, the other returned and refunded: nothing to ask about.
    const done = await deliveredOrder();
    expect((await writeReview(ctx, done.productIds[0]!, done.buyer)).statusCode).toBe(201);
    const returned = done.order.items[1]!;
    const asked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/orders/${done.order._id}/return`,
      headers: done.buyer.headers,
      payload: { itemId: returned._id, orderId: done.order._id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${done.order._id}/items/${returned._id}/approve-return`,
      headers: admin,
      payload: { approvalStatus: 'APPROVED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${done.order._id}/process-refund`,
      headers: admin,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await fallDue(done.order._id);
    expect(await invitationsTo(done.buyer.email)).toEqual([]);
    expect(await queuedInvitations(done.order._id)).toEqual([]);

    // Both products taken off the shop: nothing to rate either.
    const gone = await deliveredOrder();
    for (const productId of gone.productIds) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${productId}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await fallDue(gone.order._id);
    expect(await invitationsTo(gone.buyer.email)).toEqual([]);
    expect(await queuedInvitations(gone.order._id)).toEqual([]);
  });

  it('is not sent to a blocked account', async () => {
    const { buyer, order } = await deliveredOrder();
    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin,
    });
    expect(blocked.json().user).toMatchObject({ isBlocked: true });
    await fallDue(order._id);
    expect(await invitationsTo(buyer.email)).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it("stops the shopper's invitations from the link in one, without signing in, once", async () => {
    const first = await sentInvitation();
    const { invitation } = first;
    const token = tokenIn(invitation.text);

    // Opening the link (as a mail scanner does) shows the page and changes nothing.
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/unsubscribe/reviews?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(await invitationsOffAt(first.buyer.id)).toBeNull();

    const stopped = await unsubscribe(token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ success: true });
    const offAt = await invitationsOffAt(first.buyer.id);
    expect(offAt).toBeInstanceOf(Date);
    // Again (a second click, a second tab): answered the same, and the first time is kept.
    expect((await unsubscribe(token)).json()).toEqual({ success: true });
    expect(await invitationsOffAt(first.buyer.id)).toEqual(offAt);

    // Their next order is delivered: its invitation is queued, and falls due as nothing.
    const later = await product();
    await first.buyer.addToCart([{ productId: later, quantity: 1 }]);
    const placed = await first.buyer.place({ paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order: PlacedOrder = placed.json().order;
    await deliver(order);
    expect(await queuedInvitations(order._id)).toHaveLength(1);
    await fallDue(order._id);
    expect(await invitationsTo(first.buyer.email)).toEqual([invitation]);
    expect(await queuedInvitations(order._id)).toEqual([]);
  });

  it('refuses a link the shop did not sign, and changes nothing', async () => {
    const { buyer, invitation } = await sentInvitation();
    const token = tokenIn(invitation.text);
    const [userId, signature] = token.split('.') as [string, string];
    const other = await deliveredOrder();
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = new ReviewUnsubscribeLinks('another-secret-of-at-least-32-chars!', '').token(
      userId,
    );
    for (const bad of [
      `${userId}.${flipped}`,
      `${other.buyer.id}.${signature}`,
      `${userId}.${signature}.extra`,
      userId,
      forged,
      'not-a-token',
      '',
      undefined,
      42,
    ]) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        message: 'This unsubscribe link is not valid.',
      });
    }
    expect(await invitationsOffAt(buyer.id)).toBeNull();
    expect(await invitationsOffAt(other.buyer.id)).toBeNull();
  });

  it("takes a mail program's one-click unsubscribe at the link itself", async () => {
    const { buyer, invitation } = await sentInvitation();
    const link = new URL(invitation.unsubscribeUrl!);
    const oneClick = (search: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${link.pathname}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    const tampered = await oneClick(`${link.search}x`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('This unsubscribe link is not valid.');
    expect(await invitationsOffAt(buyer.id)).toBeNull();

    const clicked = await oneClick(link.search);
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ success: true });
    expect(await invitationsOffAt(buyer.id)).toBeInstanceOf(Date);
  });

  it('takes the one-click form as multipart too, as RFC 8058 prefers it', async () => {
    const { buyer, invitation } = await sentInvitation();
    const link = new URL(invitation.unsubscribeUrl!);
    const boundary = 'one-click-boundary';
    const clicked = await ctx.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(await invitationsOffAt(buyer.id)).toBeInstanceOf(Date);
  });
});

describe('the mail as sent', () => {
  it('names its unsubscribe link in List-Unsubscribe, for one-click unsubscribing', async () => {
    const url = 'https://shop.example/unsubscribe/reviews?token=abc.def';
    const eml = await new EmlWriter('Little Loom <hello@shop.example>').write({
      queueId: '00000000-0000-4000-8000-000000000001',
      to: 'parent@example.com',
      subject: 'How did you find your Little Loom order LL-2611-00001?',
      text: 'Hello',
      unsubscribeUrl: url,
    });
    expect(eml).toMatch(
      /^List-Unsubscribe: <https:\/\/shop\.example\/unsubscribe\/reviews\?token=abc\.def>$/m,
    );
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const plain = await new EmlWriter('Little Loom <hello@shop.example>').write({
      queueId: '00000000-0000-4000-8000-000000000002',
      to: 'parent@example.com',
      subject: 'Your order was delivered',
      text: 'Hello',
    });
    expect(plain).not.toMatch(/List-Unsubscribe/i);
  });
});
