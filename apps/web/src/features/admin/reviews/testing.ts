import {
  PAGE_SIZE,
  REVIEW_MESSAGES,
  reviewHideSchema,
  reviewReplySchema,
  type AdminProductReview,
  type Product,
} from '@littleloom/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { productListReply } from '../testing';

/** Test helpers for the Reviews screen (imported by tests only). */

let sequence = 0;
const nextId = (kind: string) => {
  sequence += 1;
  return `00000000-0000-4000-8000-${kind}${String(sequence).padStart(12 - kind.length, '0')}`;
};

/** A review as GET /api/admin/reviews sends it: published, unreported, without a reply. */
export function makeAdminReview(overrides: Partial<AdminProductReview> = {}): AdminProductReview {
  const id = nextId('7e');
  return {
    _id: id,
    rating: 4,
    title: `Lovely fabric ${sequence}`,
    body: 'Soft cotton that washed well and kept its colour.',
    reviewerName: 'Asha',
    size: '2-3Y',
    verifiedPurchase: true,
    helpfulCount: 0,
    shopReply: null,
    shopRepliedAt: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    status: 'published',
    hiddenReason: null,
    product: { _id: nextId('b0'), name: 'Cotton Romper', colour: null },
    author: { name: 'Asha Rao', email: 'asha@example.com' },
    reportCount: 0,
    reports: [],
    ...overrides,
  };
}

type Override = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

function fail(message: string, status: number) {
  return jsonResponse({ success: false, message }, status);
}

function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/**
 * The back office's review API in memory behind a stubbed fetch, filtering, paging and checking
 * bodies with the shared schemas as the server does, plus what the product picker reads (the
 * product list with its search, and one product by id). `reviews` are held newest first; `state`
 * shows what the server holds; `override` answers a call first (failures), undefined passes on.
 */
export function stubReviewsApi(
  reviews: AdminProductReview[],
  { products = [], override }: { products?: Product[]; override?: Override } = {},
) {
  const state = { reviews: structuredClone(reviews) };
  const perPage = PAGE_SIZE.adminReviews;

  const mock = stubFetch(async (url, init) => {
    const answered = await override?.(url, init);
    if (answered) return answered;
    const method = init?.method ?? 'GET';
    const path = url.pathname;

    if (path === '/api/admin/reviews' && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const rating = url.searchParams.get('rating');
      const productId = url.searchParams.get('productId');
      const status = url.searchParams.get('status');
      const reported = url.searchParams.get('reported');
      const matching = state.reviews.filter(
        (review) =>
          (rating === null || review.rating === Number(rating)) &&
          (productId === null || review.product._id === productId) &&
          (status === null || review.status === status) &&
          (reported === null || review.reportCount > 0 === (reported === 'true')),
      );
      return jsonResponse({
        success: true,
        reviews: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        pages: Math.ceil(matching.length / perPage),
      });
    }

    const act = /^\/api\/admin\/reviews\/([^/]+)\/(hide|publish|reply)$/.exec(path);
    if (act && method === 'PUT') {
      const review = state.reviews.find((one) => one._id === act[1]);
      if (!review) return fail(REVIEW_MESSAGES.notFound, 404);
      if (act[2] === 'hide') {
        const checked = reviewHideSchema.safeParse(bodyOf(init));
        if (!checked.success) return fail(checked.error.issues[0]?.message ?? 'Bad request', 400);
        if (review.status === 'hidden') return fail(REVIEW_MESSAGES.alreadyHidden, 409);
        Object.assign(review, { status: 'hidden', hiddenReason: checked.data.reason });
        return jsonResponse({ success: true, message: REVIEW_MESSAGES.hidden });
      }
      if (act[2] === 'publish') {
        if (review.status === 'published') return fail(REVIEW_MESSAGES.alreadyPublished, 409);
        Object.assign(review, { status: 'published', hiddenReason: null });
        return jsonResponse({ success: true, message: REVIEW_MESSAGES.published });
      }
      const checked = reviewReplySchema.safeParse(bodyOf(init));
      if (!checked.success) return fail(checked.error.issues[0]?.message ?? 'Bad request', 400);
      const reply = checked.data.reply;
      Object.assign(review, {
        shopReply: reply || null,
        shopRepliedAt: reply ? '2026-03-05T09:30:00.000Z' : null,
      });
      return jsonResponse({
        success: true,
        message: reply ? REVIEW_MESSAGES.replied : REVIEW_MESSAGES.replyRemoved,
      });
    }

    if (path === '/api/admin/products/list') return productListReply(products, url);
    const one = /^\/api\/admin\/products\/([^/]+)$/.exec(path);
    if (one && method === 'GET') {
      const product = products.find((p) => p._id === one[1]);
      return product
        ? jsonResponse({ success: true, message: 'Product fetched', product })
        : fail('Product not found', 404);
    }
    return fail('Route not found', 404);
  });

  return { mock, state };
}

/** The calls made to `method` paths starting with `prefix`, with their JSON bodies. */
export function sent(
  mock: ReturnType<typeof stubReviewsApi>['mock'],
  method: string,
  prefix = '/api/admin/reviews',
): { path: string; body: unknown }[] {
  return mock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input).startsWith(prefix),
    )
    .map(([input, init]) => ({ path: String(input), body: bodyOf(init) }));
}
