import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewInputSchema,
  reviewReportSchema,
  type OwnProductReview,
  type Product,
  type ProductReview,
} from '@littleloom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-stub';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { sentBody, signInAs } from '../../test/session';
import { stubShopping } from '../cart/shopping-test-server';

/**
 * Test helper (not used by the app): the shop of shopping-test-server.ts plus one product's
 * reviews, keeping the server's rules the review screens rely on: one review per shopper, written
 * only when the server allows it; the product's count and average follow its published reviews;
 * one helpful vote per shopper and never on one's own review; a report needs a reason.
 */

let reviewSequence = 0;

/** Another buyer's published review; tests override what they care about. */
export function makeReview(overrides: Partial<ProductReview> = {}): ProductReview {
  reviewSequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000r${String(reviewSequence).padStart(4, '0')}`,
    rating: 4,
    title: `Review ${reviewSequence}`,
    body: 'Soft and true to size.',
    reviewerName: `Parent ${reviewSequence}`,
    size: '3-4Y',
    verifiedPurchase: true,
    helpfulCount: 0,
    shopReply: null,
    shopRepliedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The shopper's own review, published unless said otherwise. */
export function makeOwnReview(overrides: Partial<OwnProductReview> = {}): OwnProductReview {
  return {
    ...makeReview({ reviewerName: 'Asha R.', title: 'My own words' }),
    status: 'published',
    hiddenReason: null,
    ...overrides,
  };
}

export interface FakeReviewsOptions {
  /** The product whose page is open; its count and average are kept by the fake. */
  product: Product;
  /** Other buyers' published reviews, newest first. */
  others?: ProductReview[];
  own?: OwnProductReview | null;
  /** Why the shopper may not write a review; null (the default) when they may. */
  refusal?: string | null;
  /** Answers a call ("POST /api/reviews/<id>/helpful") with this refusal instead. */
  failures?: Record<string, { status: number; message: string }>;
}

const refuse = (message: string, status = 400) => jsonResponse({ success: false, message }, status);

export function stubReviews(options: FakeReviewsOptions) {
  const { product } = options;
  const state = {
    others: [...(options.others ?? [])],
    own: options.own ?? null,
    refusal: options.refusal ?? null,
    votes: new Set<string>(),
    reports: [] as { reviewId: string; reason: string }[],
  };
  const published = () => [
    ...(state.own?.status === 'published' ? [state.own] : []),
    ...state.others,
  ];
  /** The product's figures, worked out again from its published reviews as the server keeps them. */
  const refigure = () => {
    const shown = published();
    product.reviewCount = shown.length;
    product.averageRating = shown.length
      ? Math.round((10 * shown.reduce((sum, r) => sum + r.rating, 0)) / shown.length) / 10
      : null;
  };
  refigure();
  stubShopping({ products: [product] });
  const underlying = globalThis.fetch;
  const recorded: { method: string; path: string; body: unknown }[] = [];

  function answer(url: URL, init: RequestInit | undefined): Response | null {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const base = `/api/products/${product._id}/reviews`;
    const signedIn = new Headers(init?.headers).has('Authorization');
    const failure = options.failures?.[`${method} ${path}`];
    if (failure) return refuse(failure.message, failure.status);

    if (path === base && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const shown = published();
      return jsonResponse({
        success: true,
        reviews: shown.slice((page - 1) * REVIEW_LIMITS.perPage, page * REVIEW_LIMITS.perPage),
        page,
        pages: Math.ceil(shown.length / REVIEW_LIMITS.perPage),
        averageRating: product.averageRating,
        reviewCount: product.reviewCount,
        starCounts: [1, 2, 3, 4, 5].map((stars) => ({
          stars,
          count: shown.filter((r) => r.rating === stars).length,
        })),
      });
    }
    if (!path.startsWith(base) && !path.startsWith('/api/reviews/')) return null;
    if (!signedIn) return refuse('Token not found', 401);

    if (path === `${base}/mine`) {
      return jsonResponse({
        success: true,
        review: state.own,
        canReview: !state.own && state.refusal === null,
        cannotReviewReason: state.own ? null : state.refusal,
      });
    }
    if (path === base && method === 'POST') {
      const parsed = reviewInputSchema.safeParse(sentBody(init));
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      if (state.refusal) return refuse(state.refusal, 403);
      if (state.own) return refuse(REVIEW_MESSAGES.alreadyReviewed, 409);
      state.own = makeOwnReview({ ...parsed.data, createdAt: '2026-11-28T10:00:00.000Z' });
      refigure();
      return jsonResponse(
        { success: true, message: REVIEW_MESSAGES.added, review: state.own },
        201,
      );
    }
    const one = /^\/api\/reviews\/([^/]+)(?:\/(helpful|report))?$/.exec(path);
    if (!one) return null;
    const reviewId = decodeURIComponent(one[1]!);
    const own = state.own?._id === reviewId ? state.own : null;
    if (!one[2] && method === 'PUT') {
      if (!own) return refuse(REVIEW_MESSAGES.notFound, 404);
      const parsed = reviewInputSchema.safeParse(sentBody(init));
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      state.own = { ...own, ...parsed.data };
      refigure();
      return jsonResponse({ success: true, message: REVIEW_MESSAGES.updated, review: state.own });
    }
    if (!one[2] && method === 'DELETE') {
      if (!own) return refuse(REVIEW_MESSAGES.notFound, 404);
      state.own = null;
      refigure();
      return jsonResponse({ success: true, message: REVIEW_MESSAGES.deleted });
    }
    const other = state.others.find((r) => r._id === reviewId);
    if (one[2] === 'helpful') {
      if (own) return refuse(REVIEW_MESSAGES.ownHelpful);
      if (!other) return refuse(REVIEW_MESSAGES.notFound, 404);
      if (!state.votes.has(reviewId)) {
        state.votes.add(reviewId);
        other.helpfulCount += 1;
      }
      return jsonResponse({
        success: true,
        message: REVIEW_MESSAGES.markedHelpful,
        helpfulCount: other.helpfulCount,
      });
    }
    if (one[2] === 'report') {
      if (!other && !own) return refuse(REVIEW_MESSAGES.notFound, 404);
      const parsed = reviewReportSchema.safeParse(sentBody(init));
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      state.reports.push({ reviewId, reason: parsed.data.reason });
      return jsonResponse({ success: true, message: REVIEW_MESSAGES.reported });
    }
    return null;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    recorded.push({ method: init?.method ?? 'GET', path: url.pathname, body: sentBody(init) });
    return answer(url, init) ?? underlying(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls to a path other than reads, with their method and JSON body. */
  const changes = (pathname: string) =>
    recorded.filter((call) => call.path === pathname && call.method !== 'GET');
  /** How many times a path was read. */
  const reads = (pathname: string) =>
    recorded.filter((call) => call.path === pathname && call.method === 'GET').length;

  return { state, changes, reads };
}

/** Where a product's reviews are read and written. */
export const reviewsPath = (productId: string) => `/api/products/${productId}/reviews`;

/**
 * A product's page (the Bunny Romper unless given) with its reviews served by the fake, signed in
 * as Asha Rao unless said otherwise.
 */
export function openProductReviews(
  options: Partial<FakeReviewsOptions> = {},
  { signedIn = true, query = '' } = {},
) {
  const { product = makeProduct({ name: 'Bunny Romper' }), ...rest } = options;
  const fake = stubReviews({ product, ...rest });
  if (signedIn) signInAs();
  const view = renderApp(`/product/${product._id}${query}`);
  return { ...fake, ...view, product, user: userEvent.setup() };
}

/** The product page's Reviews section, to look inside. */
export const reviewsSection = async () =>
  within(await screen.findByRole('region', { name: 'Reviews' }));

/** A toast's words. */
export const toastSaying = (text: string) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' });
