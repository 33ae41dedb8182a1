import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ProductReviewsPage } from '@littleloom/shared';
import { productReviews, products } from '../../db/schema';
import { addCategory, addProduct, type OrderLineFixture } from '../../testing/fixtures';
import { itOnPostgres } from '../../testing/postgres-only';
import { buyer as buyerOf, sampleReview, writeReview, type Buyer } from '../../testing/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  categoryId = await addCategory(ctx.db, 'Frocks');
});

afterAll(async () => {
  await ctx.close();
});

const buyer = (lines: OrderLineFixture[] = []) => buyerOf(ctx, lines);
const review = sampleReview;
const write = (productId: string, who: Buyer, body: object = review()) =>
  writeReview(ctx, productId, who, body);

async function reviewsOf(productId: string, query = ''): Promise<ProductReviewsPage> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/reviews${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function productFigures(productId: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  const { averageRating, reviewCount } = res.json().product;
  return { averageRating, reviewCount };
}

/** The product's count and average worked out again from its reviews, beside what it holds. */
async function recomputed(productId: string) {
  const rows = await ctx.db.execute(sql`
    select count(*)::int as count, coalesce(sum(rating), 0)::int as total
    from product_reviews where product_id = ${productId} and status = 'published'`);
  const { count, total } = (rows as unknown as { rows: { count: number; total: number }[] })
    .rows[0]!;
  const [held] = await ctx.db
    .select({
      count: products.reviewCount,
      total: products.ratingTotal,
      tenths: products.ratingTenths,
    })
    .from(products)
    .where(eq(products.id, productId));
  return {
    fromReviews: { count, total, tenths: count ? Math.round((10 * total) / count) : 0 },
    held,
  };
}

describe('who may review', () => {
  it('only a shopper the product was delivered to, and not after returning it, once', async () => {
    const frock = await addProduct(ctx.db, categoryId, { name: 'Twirl Frock', price: 799 });
    const stranger = await buyer();
    const waiting = await buyer([{ productId: frock, quantity: 1, status: 'SHIPPED' }]);
    const returned = await buyer([{ productId: frock, quantity: 1, status: 'RETURNED' }]);
    const refusals = [
      [stranger, REVIEW_MESSAGES.notBought],
      [waiting, REVIEW_MESSAGES.notBought],
      [returned, REVIEW_MESSAGES.returned],
    ] as const;
    for (const [who, message] of refusals) {
      const res = await write(frock, who);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/products/${frock}/reviews`,
          payload: review(),
        })
      ).statusCode,
    ).toBe(401);

    const received = await buyer([{ productId: frock, quantity: 1 }]);
    expect((await write(frock, received)).statusCode).toBe(201);
    const again = await write(frock, received, review(1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await productFigures(frock)).toEqual({ averageRating: 5, reviewCount: 1 });
  });

  it('refuses a review out of bounds with the message, writing nothing', async () => {
    const tee = await addProduct(ctx.db, categoryId, { name: 'Dino Tee', price: 399 });
    const who = await buyer([{ productId: tee, quantity: 1 }]);
    const cases = [
      [review(6), REVIEW_MESSAGES.ratingRequired],
      [review(0), REVIEW_MESSAGES.ratingRequired],
      [review(4.5), REVIEW_MESSAGES.ratingRequired],
      [review(4, { title: 'ok' }), REVIEW_MESSAGES.titleLength],
      [review(4, { body: 'Too short' }), REVIEW_MESSAGES.bodyLength],
      [review(4, { body: 'x'.repeat(2_001) }), REVIEW_MESSAGES.bodyLength],
      [review(4, { reviewerName: 'M' }), REVIEW_MESSAGES.nameLength],
      [review(4, { title: 'Nice\u0007frock' }), 'title contains characters that are not allowed'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await write(tee, who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await productFigures(tee)).toEqual({ averageRating: null, reviewCount: 0 });
    expect((await write(tee, who)).statusCode).toBe(201);
  });
});

describe('the name shown beside a review', () => {
  it("refuses a name that reads as the shop's or its staff's, however it is written", async () => {
    const kurta = await addProduct(ctx.db, categoryId, { name: 'Festive Kurta', price: 899 });
    const who = await buyer([{ productId: kurta, quantity: 1 }]);
    for (const reviewerName of [
      'Little Loom',
      'Little Loom Official',
      'LittleLoom',
      'L\u0131ttle Loom',
      'Littl\u0435 L\u043e\u043em',
      'L1ttle L00m',
      'Admin',
      '\u0410dmin',
      'A d m i n',
      'Support Team',
      'Moderator',
    ]) {
      const res = await write(kurta, who, review(5, { reviewerName }));
      expect(res.statusCode, reviewerName).toBe(400);
      expect(res.json().message).toBe(REVIEW_MESSAGES.nameReserved);
    }
    const written = await write(kurta, who, review(5, { reviewerName: 'Badminton Mom' }));
    expect(written.statusCode, written.body).toBe(201);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${written.json().review._id}`,
      headers: who.headers,
      payload: review(5, { reviewerName: 'Staff' }),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(REVIEW_MESSAGES.nameReserved);
    expect((await reviewsOf(kurta)).reviews.map((r) => r.reviewerName)).toEqual(['Badminton Mom']);
  });
});

describe('what the product page tells a shopper about reviewing it (GET .../reviews/mine)', () => {
  const mine = (productId: string, who?: Buyer) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/reviews/mine`,
      headers: who?.headers ?? {},
    });

  it('says whether they may write one, refusing in the words a write would be refused with', async () => {
    const bodysuit = await addProduct(ctx.db, categoryId, { name: 'Snap Bodysuit', price: 499 });
    const cases = [
      [await buyer(), REVIEW_MESSAGES.notBought],
      [
        await buyer([{ productId: bodysuit, quantity: 1, status: 'SHIPPED' }]),
        REVIEW_MESSAGES.notBought,
      ],
      [
        await buyer([{ productId: bodysuit, quantity: 1, status: 'RETURNED' }]),
        REVIEW_MESSAGES.returned,
      ],
      [await buyer([{ productId: bodysuit, quantity: 1 }]), null],
      [await buyer([{ productId: bodysuit, quantity: 1, status: 'RETURN_REJECTED' }]), null],
      [
        await buyer([
          { productId: bodysuit, quantity: 1, status: 'RETURNED' },
          { productId: bodysuit, quantity: 1, status: 'DELIVERED' },
        ]),
        null,
      ],
    ] as const;
    for (const [who, reason] of cases) {
      const res = await mine(bodysuit, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        review: null,
        canReview: reason === null,
        cannotReviewReason: reason,
      });
      const written = await write(bodysuit, who);
      if (reason === null) expect(written.statusCode, written.body).toBe(201);
      else expect(written.json().message).toBe(reason);
    }
    expect((await mine(bodysuit)).statusCode).toBe(401);
  });

  it('gives their review, hidden or not, and no second one to write', async () => {
    const cap = await addProduct(ctx.db, categoryId, { name: 'Sun Cap', price: 299 });
    const who = await buyer([{ productId: cap, quantity: 1 }]);
    const reviewId = (await write(cap, who, review(4))).json().review._id as string;
    expect((await mine(cap, who)).json()).toMatchObject({
      review: { _id: reviewId, rating: 4, status: 'published', hiddenReason: null },
      canReview: false,
      cannotReviewReason: null,
    });

    await ctx.db
      .update(productReviews)
      .set({ status: 'hidden', hiddenReason: 'It shares a phone number' })
      .where(eq(productReviews.id, reviewId));
    expect((await mine(cap, who)).json()).toMatchObject({
      review: { _id: reviewId, status: 'hidden', hiddenReason: 'It shares a phone number' },
      canReview: false,
      cannotReviewReason: null,
    });
  });

  it('lets nobody review a product taken off sale, saying it is not found', async () => {
    const bib = await addProduct(ctx.db, categoryId, { name: 'Old Bib', price: 99 });
    const who = await buyer([{ productId: bib, quantity: 1 }]);
    expect((await mine(bib, who)).json().canReview).toBe(true);
    await ctx.db.update(products).set({ isDeleted: true }).where(eq(products.id, bib));
    expect((await mine(bib, who)).json()).toEqual({
      success: true,
      review: null,
      canReview: false,
      cannotReviewReason: REVIEW_MESSAGES.productNotFound,
    });
    expect((await write(bib, who)).json().message).toBe(REVIEW_MESSAGES.productNotFound);
  });
});

describe('a product with reviews', () => {
  let frock: string;
  let meera: Buyer;
  let ravi: Buyer;
  let anu: Buyer;
  let meeraReview: string;

  beforeAll(async () => {
    frock = await addProduct(ctx.db, categoryId, {
      name: 'Party Frock',
      price: 1099,
      sizes: [
        { size: '3-4Y', stock: 5 },
        { size: '4-5Y', stock: 5 },
      ],
    });
    meera = await buyer([{ productId: frock, quantity: 1 }]);
    ravi = await buyer([{ productId: frock, quantity: 1 }]);
    anu = await buyer([{ productId: frock, quantity: 1, status: 'RETURN_REJECTED' }]);
    meeraReview = (await write(frock, meera, review(5))).json().review._id;
    await write(frock, ravi, review(2, { title: 'Stitching came loose', reviewerName: 'Ravi' }));
    await write(frock, anu, review(4, { reviewerName: 'Anu' }));
  });

  it('shows its average to one decimal, its count, and its stars', async () => {
    expect(await productFigures(frock)).toEqual({ averageRating: 3.7, reviewCount: 3 });
    const page = await reviewsOf(frock);
    expect(page).toMatchObject({ averageRating: 3.7, reviewCount: 3, page: 1, pages: 1 });
    expect(page.starCounts).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 1 },
      { stars: 3, count: 0 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
    expect(page.reviews.map((r) => r.reviewerName)).toEqual(['Anu', 'Ravi', 'Meera I.']);
    expect(page.reviews[0]).toMatchObject({ size: 'M', verifiedPurchase: true, helpfulCount: 0 });
  });

  it('counts "Helpful" once per shopper, never from the author, and sorts by it', async () => {
    const mark = (who: Buyer, id = meeraReview) =>
      ctx.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: who.headers });
    expect((await mark(ravi)).json().helpfulCount).toBe(1);
    expect((await mark(ravi)).json().helpfulCount).toBe(1);
    expect((await mark(anu)).json().helpfulCount).toBe(2);
    const own = await mark(meera);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownHelpful);
    const helpful = await reviewsOf(frock, '?sort=helpful');
    expect(helpful.reviews.map((r) => r.reviewerName)).toEqual(['Meera I.', 'Anu', 'Ravi']);
  });

  it('takes reports with a reason, counting one shopper once', async () => {
    const report = (who: Buyer, reason: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/reviews/${meeraReview}/report`,
        headers: who.headers,
        payload: { reason },
      });
    expect((await report(ravi, '')).statusCode).toBe(400);
    expect((await report(ravi, 'Looks like an advert')).statusCode).toBe(200);
    expect((await report(ravi, 'Still an advert')).statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ reports: productReviews.reportCount })
      .from(productReviews)
      .where(eq(productReviews.id, meeraReview));
    expect(row?.reports).toBe(1);
  });

  it("refuses a report from the review's own author, counting nothing", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${meeraReview}/report`,
      headers: meera.headers,
      payload: { reason: 'Reporting myself to push it down' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_MESSAGES.ownReport);
    const [row] = await ctx.db
      .select({ reports: productReviews.reportCount })
      .from(productReviews)
      .where(eq(productReviews.id, meeraReview));
    expect(row?.reports).toBe(1);
  });

  it("lets the author edit and delete their review, and nobody else's", async () => {
    const edit = (who: Buyer, body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/reviews/${meeraReview}`,
        headers: who.headers,
        payload: body,
      });
    expect((await edit(ravi, review(1))).statusCode).toBe(404);
    const edited = await edit(meera, review(3, { title: 'Good, not great' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review).toMatchObject({
      rating: 3,
      title: 'Good, not great',
      status: 'published',
    });
    expect(await productFigures(frock)).toEqual({ averageRating: 3, reviewCount: 3 });

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${frock}/reviews/mine`,
      headers: meera.headers,
    });
    expect(mine.json().review).toMatchObject({ _id: meeraReview, rating: 3, hiddenReason: null });

    const remove = (who: Buyer) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/reviews/${meeraReview}`,
        headers: who.headers,
      });
    expect((await remove(anu)).statusCode).toBe(404);
    expect((await remove(meera)).statusCode).toBe(200);
    expect(await productFigures(frock)).toEqual({ averageRating: 3, reviewCount: 2 });
    const { fromReviews, held } = await recomputed(frock);
    expect(held).toEqual({
      count: fromReviews.count,
      total: fromReviews.total,
      tenths: fromReviews.tenths,
    });
  });

  it('pages five at a time', async () => {
    const socks = await addProduct(ctx.db, categoryId, { name: 'Ankle Socks', price: 199 });
    for (let i = 0; i < 7; i += 1) {
      await write(socks, await buyer([{ productId: socks, quantity: 1 }]), review((i % 5) + 1));
    }
    const first = await reviewsOf(socks);
    const second = await reviewsOf(socks, '?page=2');
    expect([first.reviews.length, second.reviews.length, first.pages]).toEqual([5, 2, 2]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${socks}/reviews?page=0` }))
        .statusCode,
    ).toBe(400);
  });
});

// Requests overlap only on a server database.
itOnPostgres(
  'the figures stay equal to the reviews after 20 reviews, edits, deletes and votes race',
  async () => {
    const romper = await addProduct(ctx.db, categoryId, { name: 'Race Romper', price: 499 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => buyer([{ productId: romper, quantity: 1 }])),
    );
    const written = await Promise.all(
      buyers.map((who, i) => write(romper, who, review((i % 5) + 1))),
    );
    expect(written.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const first = written[0]!.json().review._id as string;
    await Promise.all([
      ...buyers.slice(1).map((who) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/reviews/${first}/helpful`,
          headers: who.headers,
        }),
      ),
      ...buyers.slice(10).map((who, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/reviews/${written[10 + i]!.json().review._id}`,
          headers: who.headers,
          payload: review(5),
        }),
      ),
      ...[3, 4, 5].map((i) =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/reviews/${written[i]!.json().review._id}`,
          headers: buyers[i]!.headers,
        }),
      ),
    ]);
    const { fromReviews, held } = await recomputed(romper);
    expect(held).toEqual({
      count: fromReviews.count,
      total: fromReviews.total,
      tenths: fromReviews.tenths,
    });
    expect(fromReviews.count).toBe(17);
    const [votes] = await ctx.db
      .select({ helpful: productReviews.helpfulCount })
      .from(productReviews)
      .where(eq(productReviews.id, first));
    expect(votes?.helpful).toBe(19);
  },
);
