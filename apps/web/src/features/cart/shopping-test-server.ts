import {
  CART_MESSAGES,
  COUPON_CART_MESSAGES,
  MAX_QUANTITY_PER_PRODUCT,
  MSG,
  OFFER_CART_MESSAGES,
  WISHLIST_MESSAGES,
  priceCart,
  toPaise,
  toRupees,
  type ActiveOffer,
  type Cart,
  type CartItem,
  type Product,
  type WishlistItem,
} from '@littleloom/shared';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import type { AccountUser } from '../accounts/account-api';
import { LOCAL_CONFIG, makeAccountUser, sentBody } from '../../test/session';
import { serveCatalogue } from '../catalog/catalog-test-server';

/**
 * Test helper (not used by the app): a small shop behind a stubbed fetch, with the catalogue, a
 * cart, a wishlist, live offers and coupons, keeping the server's rules that the screens rely on
 * (5 per product across its sizes, the size's stock, a coupon or an offer but not both).
 */

export interface FakeLine {
  productId: string;
  size: string;
  quantity: number;
}

export interface FakeShoppingOptions {
  products: Product[];
  lines?: FakeLine[];
  /** Product ids on the wishlist. */
  wishlist?: string[];
  offers?: ActiveOffer[];
  /** Live coupon codes and their percent. */
  coupons?: Record<string, number>;
  /** Said once, with the next cart reply. */
  notices?: string[];
  /** Answer the cart read with this status instead (e.g. 500). */
  cartStatus?: number;
}

export interface FakeShopping {
  lines: FakeLine[];
  wishlist: string[];
  coupon: { code: string; discount: number } | null;
  offerId: string | null;
  notices: string[];
}

let offerSequence = 0;

/** A live offer as /api/offers/active lists it; tests override what they care about. */
export function makeOffer(overrides: Partial<ActiveOffer> = {}): ActiveOffer {
  offerSequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000o${String(offerSequence).padStart(4, '0')}`,
    type: 'referral',
    offerCode: null,
    offerDescription: `Offer ${offerSequence}`,
    discount: 10,
    expiryDate: '2026-12-31',
    productId: null,
    categoryId: null,
    product: null,
    category: null,
    ...overrides,
  };
}

const refuse = (message: string, status = 400) => jsonResponse({ success: false, message }, status);

export function stubShopping(options: FakeShoppingOptions) {
  const { products, offers = [], coupons = { WELCOME10: 10 } } = options;
  const shop: FakeShopping = {
    lines: options.lines?.map((line) => ({ ...line })) ?? [],
    wishlist: [...(options.wishlist ?? [])],
    coupon: null,
    offerId: null,
    notices: [...(options.notices ?? [])],
  };
  const user = makeAccountUser();
  const productById = (id: string) => products.find((product) => product._id === id);
  const stockOf = (productId: string, size: string) =>
    productById(productId)?.sizes.find((entry) => entry.size === size)?.stock ?? 0;

  function cart(): Cart {
    const items: CartItem[] = shop.lines.map((line) => {
      const product = productById(line.productId);
      if (!product) throw new Error(`No product ${line.productId}`);
      const unitPrice = product.discountPrice ?? product.price;
      return {
        _id: `${line.productId}:${line.size}`,
        productId: line.productId,
        product: {
          _id: product._id,
          name: product.name,
          brand: product.brand,
          images: product.images,
          price: product.price,
          discountPrice: product.discountPrice,
          category: product.category,
          colour: product.colour,
        },
        name: product.name,
        images: product.images,
        price: product.price,
        discountPrice: product.discountPrice,
        category: product.category,
        size: line.size,
        quantity: line.quantity,
        stock: stockOf(line.productId, line.size),
        unitPrice,
        lineTotal: toRupees(toPaise(unitPrice) * line.quantity),
      };
    });
    const offer = offers.find((candidate) => candidate._id === shop.offerId) ?? null;
    const totals = priceCart(
      items.map((item) => ({
        productId: item.productId,
        categoryId: item.category._id,
        unitPricePaise: toPaise(item.unitPrice),
        quantity: item.quantity,
      })),
      shop.coupon
        ? { kind: 'coupon', percent: shop.coupon.discount }
        : offer
          ? { kind: 'offer', percent: offer.discount, scope: offer }
          : null,
    );
    const applied = offer
      ? {
          _id: offer._id,
          type: offer.type,
          offerCode: offer.offerCode,
          offerDescription: offer.offerDescription,
          discount: offer.discount,
        }
      : null;
    const notices = shop.notices;
    shop.notices = [];
    return {
      items,
      totalPrice: toRupees(totals.subtotalPaise),
      discountAmount: toRupees(totals.discountPaise),
      deliveryCharge: toRupees(totals.deliveryPaise),
      finalPrice: toRupees(totals.finalPaise),
      totalQuantity: totals.totalQuantity,
      coupon: shop.coupon
        ? {
            _id: 'coupon-1',
            code: shop.coupon.code,
            discount: shop.coupon.discount,
            minPurchaseAmount: 0,
          }
        : null,
      offer: applied,
      appliedOffers: applied ? [applied] : [],
      removedItems: [],
      reducedItems: [],
      notices,
    };
  }

  const cartReply = (message: string) => {
    const current = cart();
    return jsonResponse({ success: true, message, ...current, cart: current, data: current });
  };

  function wishlistReply(message: string, added?: boolean) {
    const items: WishlistItem[] = shop.wishlist.map((productId) => {
      const product = productById(productId);
      if (!product) throw new Error(`No product ${productId}`);
      return {
        _id: `wish-${productId}`,
        productId: {
          _id: product._id,
          name: product.name,
          brand: product.brand,
          images: product.images,
          price: product.price,
          discountPrice: product.discountPrice,
          category: product.category,
          colour: product.colour,
          sizes: product.sizes,
        },
        name: product.name,
        price: product.price,
        discountPrice: product.discountPrice,
        sizes: product.sizes,
        images: product.images,
        addedAt: '2026-02-01T10:00:00.000Z',
      };
    });
    return jsonResponse({
      success: true,
      message,
      ...(added === undefined ? {} : { added }),
      items,
      wishlist: { items },
    });
  }

  /** The 5-per-product limit across sizes, then the size's stock (storefront.md §5). */
  function checkQuantity(productId: string, size: string, quantity: number): Response | null {
    const otherSizes = shop.lines
      .filter((line) => line.productId === productId && line.size !== size)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (otherSizes + quantity > MAX_QUANTITY_PER_PRODUCT)
      return refuse(CART_MESSAGES.quantityLimit);
    if (quantity > stockOf(productId, size)) return refuse(CART_MESSAGES.insufficientStock);
    return null;
  }

  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = (sentBody(init) ?? {}) as Record<string, unknown>;
    const path = url.pathname;

    if (path === '/api/config') return jsonResponse(LOCAL_CONFIG);
    if (path === '/api/user/profile') return jsonResponse({ success: true, user });
    if (path === '/api/offers/active') return jsonResponse({ success: true, offers });

    if (path.startsWith('/api/user/cart/') && method === 'GET') {
      if (options.cartStatus) return refuse('The cart is resting', options.cartStatus);
      return shop.lines.length === 0
        ? refuse(CART_MESSAGES.notFound, 404)
        : cartReply(CART_MESSAGES.fetched);
    }
    if (path === '/api/user/cart/add' || path === '/api/user/cart/update') {
      const productId = String(body.productId);
      const size = String(body.size);
      if (!productById(productId)) return refuse(CART_MESSAGES.productNotFound, 404);
      const line = shop.lines.find((l) => l.productId === productId && l.size === size);
      const quantity = path.endsWith('/add')
        ? (line?.quantity ?? 0) + Number(body.quantity)
        : Number(body.quantity);
      const refused = checkQuantity(productId, size, quantity);
      if (refused) return refused;
      if (line) line.quantity = quantity;
      else shop.lines.push({ productId, size, quantity });
      return cartReply(path.endsWith('/add') ? CART_MESSAGES.added : CART_MESSAGES.updated);
    }
    const removed = /^\/api\/user\/cart\/remove\/[^/]+\/([^/]+)$/.exec(path);
    if (removed && method === 'DELETE') {
      shop.lines = shop.lines.filter(
        (line) => !(line.productId === removed[1] && line.size === body.size),
      );
      return cartReply(CART_MESSAGES.removed);
    }
    if (path.startsWith('/api/user/cart/clear/') && method === 'DELETE') {
      shop.lines = [];
      shop.coupon = null;
      shop.offerId = null;
      return cartReply(CART_MESSAGES.cleared);
    }
    if (path === '/api/user/cart/apply-coupon') {
      if (shop.offerId) return refuse(COUPON_CART_MESSAGES.withOffer, 409);
      const code = String(body.couponCode).toUpperCase();
      const discount = coupons[code];
      if (discount === undefined) return refuse(COUPON_CART_MESSAGES.invalid, 404);
      shop.coupon = { code, discount };
      return cartReply(COUPON_CART_MESSAGES.applied);
    }
    if (path === '/api/user/cart/remove-coupon') {
      shop.coupon = null;
      return cartReply(COUPON_CART_MESSAGES.removed);
    }
    if (path === '/api/user/cart/apply-offer') {
      if (shop.coupon) return refuse(OFFER_CART_MESSAGES.withCoupon, 409);
      if (!offers.some((offer) => offer._id === body.offerId)) {
        return refuse(OFFER_CART_MESSAGES.unavailable, 404);
      }
      shop.offerId = String(body.offerId);
      return cartReply(OFFER_CART_MESSAGES.applied);
    }
    if (path === '/api/user/cart/remove-offer') {
      shop.offerId = null;
      return cartReply(OFFER_CART_MESSAGES.removed);
    }

    if (path.startsWith('/api/user/wishlist/') && method === 'GET') {
      return wishlistReply('Wishlist fetched');
    }
    if (path === '/api/user/wishlist/add') {
      const productId = String(body.productId);
      if (shop.wishlist.includes(productId))
        return wishlistReply(WISHLIST_MESSAGES.alreadyIn, false);
      shop.wishlist.unshift(productId);
      return wishlistReply(WISHLIST_MESSAGES.added, true);
    }
    if (path === '/api/user/wishlist/remove') {
      shop.wishlist = shop.wishlist.filter((productId) => productId !== body.productId);
      return wishlistReply(WISHLIST_MESSAGES.removed);
    }
    return serveCatalogue(url, { products });
  });

  /** The calls to a path, with their method and JSON body. */
  const calls = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input, init]) => ({
        url: new URL(String(input), window.location.origin),
        method: init?.method ?? 'GET',
        body: sentBody(init),
      }))
      .filter((call) => call.url.pathname === pathname);

  return { shop, fetchMock, calls, user };
}

/** Puts a handler in front of the fetch stubbed last, for the paths it answers. */
function answerOnTop(
  answer: (url: URL, init: RequestInit | undefined) => Promise<Response> | null,
): void {
  const underlying = globalThis.fetch;
  const wrapped = (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(String(input), window.location.origin), init) ?? underlying(input, init);
  globalThis.fetch = wrapped as typeof fetch;
}

/** Signs in whoever logs in on /login as `shopper`; returns how many sign-ins it saw. */
export function stubLoginOnTop(shopper: AccountUser): () => number {
  let count = 0;
  answerOnTop((url) => {
    if (url.pathname !== '/api/login') return null;
    count += 1;
    return Promise.resolve(
      jsonResponse({ success: true, message: MSG.loginSuccess, token: 'tok', user: shopper }),
    );
  });
  return () => count;
}

/** Holds every request to `pathname` until the returned release is called. */
export function holdRequests(pathname: string): () => void {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const underlying = globalThis.fetch;
  answerOnTop((url, init) => {
    if (url.pathname !== pathname) return null;
    return gate.then(() => underlying(url, init));
  });
  return () => release();
}
