import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type AdminReviewsPage } from '@littleloom/shared';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { buyer, sampleReview, writeReview, type Buyer } from '../../testing/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let frock: string;
let tee: string;
let meera: Buyer;
let ravi: Buyer;
let meeraReview: string;
let raviReview: string;
let girls: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer(await adminSession(ctx));
  girls = await addCategory(ctx.db, 'Girls');
  frock = await addProduct(ctx.db, girls, { name: 'Twirl Frock', price: 799 });
  tee = await addProduct(ctx.db, girls, {
    name: 'Dino Tee',
    price: 399,
    colour: { name: 'Mint green', hex: '#98ff98' },
  });
  meera = await buyer(ctx, [
    { productId: frock, quantity: 1 },
    { productId: tee, quantity: 1 },
  ]);
  ravi = await buyer(ctx, [{ productId: frock, quantity: 1 }]);
  meeraReview = (await writeReview(ctx, frock, meera, sampleReview(5))).json().review._id;
  raviReview = (
    await writeReview(
      ctx,
      frock,
      ravi,
      sampleReview(1, { title: 'Fell apart', reviewerName: 'Ravi' }),
    )
  ).json().review._id;
  await writeReview(ctx, tee, meera, sampleReview(4));
  await ctx.app.inject({
    method: 'POST',
    url: `/api/reviews/${raviReview}/report`,
    headers: meera.headers,
    payload: { reason: 'Rude words about the staff' },
  });
});

afterAll(async () => {
  await ctx.close();
});

async function adminList(query = ''): Promise<AdminReviewsPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reviews${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const put = (url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

const frockFigures = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${frock}/reviews` });
  const { averageRating, reviewCount, reviews } = res.json();
  return {
    averageRating,
    reviewCount,
    names: reviews.map((r: { reviewerName: string }) => r.reviewerName),
  };
};

describe('the back office reviews', () => {
  it('lists every review newest first, by rating, product, status and reports', async () => {
    const all = await adminList();
    expect(all.total).toBe(3);
    // The colour names the product apart from its style's other colours.
    expect(all.reviews[0]).toMatchObject({
      product: { _id: tee, name: 'Dino Tee', colour: { name: 'Mint green', hex: '#98ff98' } },
      author: { email: expect.stringMatching(/@shop\.test$/) },
    });
    expect((await adminList('?rating=1')).reviews.map((r) => r._id)).toEqual([raviReview]);
    expect((await adminList(`?productId=${tee}`)).total).toBe(1);
    const reported = await adminList('?reported=true');
    expect(reported.reviews).toHaveLength(1);
    expect(reported.reviews[0]).toMatchObject({
      _id: raviReview,
      reportCount: 1,
      reports: [{ reason: 'Rude words about the staff' }],
    });
    expect((await adminList('?status=hidden')).total).toBe(0);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?rating=9',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('hides a review with a reason its author sees, keeps it, and publishes it again', async () => {
    expect(await frockFigures()).toEqual({
      averageRating: 3,
      reviewCount: 2,
      names: ['Ravi', 'Meera I.'],
    });
    expect((await put(`/api/admin/reviews/${raviReview}/hide`, { reason: '' })).statusCode).toBe(
      400,
    );
    const hidden = await put(`/api/admin/reviews/${raviReview}/hide`, {
      reason: 'It names a member of staff',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await frockFigures()).toEqual({ averageRating: 5, reviewCount: 1, names: ['Meera I.'] });
    const again = await put(`/api/admin/reviews/${raviReview}/hide`, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyHidden);

    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${frock}/reviews/mine`,
      headers: ravi.headers,
    });
    expect(own.json().review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'It names a member of staff',
    });
    expect((await adminList('?status=hidden')).reviews.map((r) => r._id)).toEqual([raviReview]);

    expect((await put(`/api/admin/reviews/${raviReview}/publish`)).statusCode).toBe(200);
    expect(await frockFigures()).toEqual({
      averageRating: 3,
      reviewCount: 2,
      names: ['Ravi', 'Meera I.'],
    });
  });

  it('keeps a hidden review hidden when its author deletes it and writes again, until published', async () => {
    const romper = await addProduct(ctx.db, girls, { name: 'Hide Romper', price: 599 });
    const asha = await buyer(ctx, [{ productId: romper, quantity: 1 }]);
    const figures = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${romper}/reviews` })).json();
    const first = (await writeReview(ctx, romper, asha, sampleReview(1))).json().review._id;
    const hidden = await put(`/api/admin/reviews/${first}/hide`, {
      reason: 'It shares a phone number',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${first}`,
      headers: asha.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await writeReview(ctx, romper, asha, sampleReview(1, { title: 'Written again' }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'It shares a phone number',
    });
    expect(await figures()).toMatchObject({ reviews: [], reviewCount: 0, averageRating: null });
    const second = again.json().review._id as string;
    expect(
      (await adminList(`?productId=${romper}&status=hidden`)).reviews.map((r) => r._id),
    ).toEqual([second]);

    // Edited, it stays hidden too; only the shop brings it back.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${second}`,
      headers: asha.headers,
      payload: sampleReview(2, { title: 'Edited again' }),
    });
    expect(edited.json().review.status).toBe('hidden');
    expect((await put(`/api/admin/reviews/${second}/publish`)).statusCode).toBe(200);
    expect(await figures()).toMatchObject({ reviewCount: 1, averageRating: 2 });

    // Once published, deleting and writing again is an ordinary new review.
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${second}`,
      headers: asha.headers,
    });
    const third = await writeReview(ctx, romper, asha, sampleReview(4));
    expect(third.json().review).toMatchObject({ status: 'published', hiddenReason: null });
    expect(await figures()).toMatchObject({ reviewCount: 1, averageRating: 4 });
  });

  it('replies under a review in public, and takes the reply away', async () => {
    expect(
      (await put(`/api/admin/reviews/${meeraReview}/reply`, { reply: 'Thank you, Meera!' })).json()
        .message,
    ).toBe(REVIEW_MESSAGES.replied);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/products/${frock}/reviews` });
    const shown = page.json().reviews.find((r: { _id: string }) => r._id === meeraReview);
    expect(shown).toMatchObject({
      shopReply: 'Thank you, Meera!',
      shopRepliedAt: expect.any(String),
    });
    expect(
      (await put(`/api/admin/reviews/${meeraReview}/reply`, { reply: '' })).json().message,
    ).toBe(REVIEW_MESSAGES.replyRemoved);
  });

  it('is the admin’s alone', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: meera.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await put(`/api/admin/reviews/${meeraReview}/hide`, { reason: 'Mine now' }, meera.headers))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(
      401,
    );
  });
});
