import {
  couponInputSchema,
  offerFormASchema,
  offerFormBSchema,
  type AdminOffer,
  type Coupon,
  type OfferFields,
  type OfferType,
  type Product,
  withPercentOff,
} from '@littleloom/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { productListReply } from '../testing';
import type { AdminCategory } from '../catalog/categories-admin-api';
import { localToday } from './local-day';

/** Test helpers for the coupon and offer screens (imported by tests only). */

/** A day `days` after today (negative: before), as the date inputs write it. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

let sequence = 0;
const nextId = (kind: string) => {
  sequence += 1;
  return `00000000-0000-4000-8000-${kind}${String(sequence).padStart(12 - kind.length, '0')}`;
};

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  const id = overrides._id ?? nextId('c0');
  return {
    code: `CODE${sequence}`,
    discount: 10,
    minPurchaseAmount: 500,
    expiryDate: dayFromToday(30),
    isActive: true,
    isExpired: false,
    usedCount: 0,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
    _id: id,
    id,
  };
}

type Scope = { product?: { _id: string; name: string }; category?: { _id: string; name: string } };

const FORM_A = { product: 'product', category: 'category', referral: 'referrer' } as const;
const FORM_B = { product: 'Product', category: 'Category', referral: 'Referral' } as const;

/** An offer as GET /api/admin/offers lists it: both forms' names, as the server writes them. */
export function makeOffer(
  overrides: Partial<AdminOffer> & { type?: OfferType } & Scope = {},
): AdminOffer {
  const type = overrides.type ?? 'product';
  const discount = overrides.discount ?? overrides.value ?? 10;
  const product = overrides.product ?? null;
  const category = overrides.category ?? null;
  const scope =
    type === 'referral' ? 'your order' : (product?.name ?? category?.name ?? 'a product');
  // An offer given its own words keeps them; one without reads what it does.
  const own = overrides.description ?? overrides.offerDescription ?? '';
  const description = own || `${discount}% off ${scope}`;
  return {
    _id: nextId('0f'),
    type,
    offerCode: null,
    offerDescription: description,
    discount,
    value: discount,
    expiryDate: dayFromToday(30),
    productId: product?._id ?? null,
    categoryId: category?._id ?? null,
    product,
    category,
    formType: FORM_A[type],
    offerType: FORM_B[type],
    name: description,
    description: own,
    referrerCode: null,
    isActive: true,
    isExpired: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

type Override = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

interface PromotionsOptions {
  coupons?: Coupon[];
  offers?: AdminOffer[];
  products?: Product[];
  categories?: AdminCategory[];
  /** Answers a call before the fake server does (failures, odd replies); undefined passes on. */
  override?: Override;
}

function fail(message: string, status: number) {
  return jsonResponse({ success: false, message }, status);
}

/**
 * The coupon and offer API in memory behind a stubbed fetch, checking bodies with the shared
 * schemas as the server does, plus what the pickers read (products with search, active
 * categories). `state` shows what the server holds.
 */
export function stubPromotions({
  coupons = [],
  offers = [],
  products = [],
  categories = [],
  override,
}: PromotionsOptions = {}) {
  const state = {
    coupons: coupons.map((c) => ({ ...c })),
    offers: offers.map((o) => ({ ...o })),
  };

  const offerFrom = (fields: OfferFields, id?: string): AdminOffer => {
    const product = products.find((p) => p._id === fields.productId);
    const category = categories.find((c) => c._id === fields.categoryId);
    const earlier = state.offers.find((o) => o._id === id);
    const kept = earlier
      ? withPercentOff(earlier.description, earlier.discount, fields.discount)
      : '';
    return makeOffer({
      ...(id ? { _id: id } : {}),
      type: fields.type,
      discount: fields.discount,
      value: fields.discount,
      expiryDate: fields.expiryDate,
      // Left out, a label is kept; sent empty, it is cleared.
      offerCode: (fields.code ?? earlier?.offerCode) || null,
      description: fields.description ?? kept,
      offerDescription: fields.description ?? kept,
      referrerCode: fields.referrerCode,
      ...(product ? { product: { _id: product._id, name: product.name } } : {}),
      ...(category ? { category: { _id: category._id, name: category.name } } : {}),
    });
  };

  const saveOffer = (fields: OfferFields, message: string, status: number, id?: string) => {
    if (fields.productId && !products.some((p) => p._id === fields.productId)) {
      return fail('Product not found.', 404);
    }
    const offer = offerFrom(fields, id);
    state.offers = id
      ? state.offers.map((o) => (o._id === id ? offer : o))
      : [offer, ...state.offers];
    return jsonResponse({ success: true, message, data: offer }, status);
  };

  const mock = stubFetch(async (url, init) => {
    const answered = await override?.(url, init);
    if (answered) return answered;
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

    // ---- coupons
    if (path === '/api/admin/coupon' && method === 'GET') {
      return jsonResponse({ success: true, message: 'Coupons fetched', data: state.coupons });
    }
    if (path === '/api/admin/coupon' && method === 'POST') {
      const parsed = couponInputSchema.safeParse(body);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid', 400);
      if (state.coupons.some((c) => c.code.toUpperCase() === parsed.data.code)) {
        return fail('A coupon with this code already exists', 409);
      }
      const coupon = makeCoupon(parsed.data);
      state.coupons.unshift(coupon);
      return jsonResponse(
        { success: true, message: 'Coupon created successfully!', data: coupon },
        201,
      );
    }
    const couponMatch = /^\/api\/admin\/coupon\/(?:(deactivate)\/)?([^/]+)$/.exec(path);
    if (couponMatch) {
      const coupon = state.coupons.find((c) => c._id === couponMatch[2]);
      if (!coupon) return fail('Coupon not found', 404);
      if (method === 'PUT' && couponMatch[1]) {
        coupon.isActive = !coupon.isActive;
        return jsonResponse({
          success: true,
          message: coupon.isActive ? 'Coupon activated' : 'Coupon deactivated',
          data: { ...coupon },
        });
      }
      if (method === 'DELETE') {
        state.coupons = state.coupons.filter((c) => c !== coupon);
        return jsonResponse({ success: true, message: 'Coupon deleted successfully' });
      }
    }

    // ---- offers
    if (path === '/api/admin/offers' && method === 'GET') {
      return jsonResponse({
        success: true,
        message: 'Offers fetched',
        data: state.offers,
        offers: state.offers,
      });
    }
    if (path === '/api/admin/offers' && method === 'POST') {
      const parsed = offerFormASchema.safeParse(body);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid', 400);
      return saveOffer(parsed.data, 'Offer saved successfully', 201);
    }
    const formB = /^\/api\/admin\/offers\/(product|category|referral)$/.exec(path);
    if (formB && method === 'POST') {
      const parsed = offerFormBSchema(formB[1] as OfferType).safeParse(body);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid', 400);
      return saveOffer(parsed.data, 'Offer created successfully!', 201);
    }
    const offerMatch = /^\/api\/admin\/offers\/([^/]+)$/.exec(path);
    if (offerMatch) {
      const id = offerMatch[1] ?? '';
      if (!state.offers.some((o) => o._id === id)) return fail('Offer not found', 404);
      if (method === 'PUT') {
        const parsed = offerFormASchema.safeParse(body);
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid', 400);
        return saveOffer(parsed.data, 'Offer saved successfully', 200, id);
      }
      if (method === 'DELETE') {
        state.offers = state.offers.filter((o) => o._id !== id);
        return jsonResponse({ success: true, message: 'Offer deleted successfully' });
      }
    }

    // ---- what the pickers read
    if (path === '/api/admin/category/active') {
      return jsonResponse({ success: true, message: 'Categories fetched', data: categories });
    }
    if (path === '/api/admin/products/list') return productListReply(products, url);
    return fail('Route not found', 404);
  });

  return { mock, state };
}

/** The calls made with `method` to paths starting with `prefix`, as [path, JSON body]. */
export function sent(
  mock: ReturnType<typeof stubPromotions>['mock'],
  method: string,
  prefix: string,
): [string, unknown][] {
  return mock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input).startsWith(prefix),
    )
    .map(([input, init]) => [
      String(input),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    ]);
}
