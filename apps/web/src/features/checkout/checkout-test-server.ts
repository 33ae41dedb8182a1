import {
  ADDRESS_MESSAGES,
  COD_LIMIT,
  ORDER_MESSAGES,
  PAGE_SIZE,
  PAYMENT_MESSAGES,
  addressSchema,
  allocatePaise,
  toPaise,
  toRupees,
  type Address,
  type CartReply,
  type OrderPaymentMethod,
  type OrdersPage,
  type PlacedOrder,
  type Product,
} from '@littleloom/shared';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-stub';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, sentBody, signInAs } from '../../test/session';
import { stubShopping, type FakeShoppingOptions } from '../cart/shopping-test-server';
import {
  deliveryRefusal,
  serveServiceability,
  type FakeDeliveries,
} from '../shipping/shipping-test-server';

/**
 * Test helper (not used by the app): the shop of shopping-test-server.ts plus saved addresses,
 * delivery to their PIN codes, placing orders (with Idempotency-Key), the wallet's balance, the
 * orders list, and card payments through the simulator, keeping the server's rules the screens
 * rely on.
 */

let addressSequence = 0;

/** A saved address as the API sends it; tests override what they care about. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  addressSequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000ad${String(addressSequence).padStart(3, '0')}`,
    fullname: 'Asha Rao',
    phone: '9876543210',
    street: `${addressSequence} MG Road`,
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    country: 'India',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeCheckoutOptions extends FakeShoppingOptions {
  addresses?: Address[];
  /** Rupees; undefined answers the balance call with a 500. */
  walletBalance?: number;
  orders?: PlacedOrder[];
  /** Answer the addresses or orders read with this status and no words (e.g. 500). */
  addressesStatus?: number;
  ordersStatus?: number;
  /** 'razorpay' makes /api/config name Razorpay; null says the shop takes no card payments. */
  paymentProvider?: 'razorpay' | 'simulator' | null;
  /** Verification refuses every payment ('Payment Verification Failed'). */
  verifyFails?: boolean;
  /** Verification answers that the order did not need the payment, which is given back. */
  verifyGivesBack?: boolean;
  /** Placing an order answers this instead. */
  createRefusal?: { status: number; message: string };
  /** The next this-many create calls never reach the server (a network error). */
  createNetworkFailures?: number;
  /** How the couriers answer for a PIN code; every PIN code is served, with COD, unless listed. */
  delivery?: FakeDeliveries;
}

export interface FakeCall {
  method: string;
  body: unknown;
  headers: Headers;
}

const refuse = (message: string, status = 400) => jsonResponse({ success: false, message }, status);

/** One page of the orders (newest first, as they are kept), paged as the server pages them. */
export function ordersPage(
  orders: readonly PlacedOrder[],
  query: URLSearchParams,
): OrdersPage<PlacedOrder> {
  const page = Math.max(1, Number(query.get('page')) || 1);
  const limit = Math.max(1, Number(query.get('limit')) || PAGE_SIZE.orders);
  return {
    success: true,
    orders: orders.slice((page - 1) * limit, page * limit),
    totalOrders: orders.length,
    totalPages: Math.ceil(orders.length / limit),
    currentPage: page,
  };
}

const DECLINED = 'Your bank declined the payment.';

export function stubCheckout(options: FakeCheckoutOptions) {
  const shopping = stubShopping(options);
  const underlying = globalThis.fetch;
  const state = {
    addresses: [...(options.addresses ?? [])],
    orders: (options.orders ?? []).map((order) => ({ ...order })),
    walletBalance: options.walletBalance,
    networkFailures: options.createNetworkFailures ?? 0,
    delivery: { ...options.delivery },
  };
  /** Gateway order id → our order id. */
  const gatewayOrders = new Map<string, string>();
  const repliesByKey = new Map<string, unknown>();
  const recorded: { path: string; call: FakeCall }[] = [];
  let orderSequence = 0;
  let gatewaySequence = 0;

  const openGatewayOrder = (orderId: string) => {
    gatewaySequence += 1;
    const id = `order_sim_${gatewaySequence}`;
    gatewayOrders.set(id, orderId);
    return id;
  };
  const orderOf = (gatewayOrderId: unknown) =>
    state.orders.find((order) => order._id === gatewayOrders.get(String(gatewayOrderId)));

  async function placeOrder(body: Record<string, unknown>): Promise<Response> {
    if (options.createRefusal) {
      return refuse(options.createRefusal.message, options.createRefusal.status);
    }
    const cartReply = await underlying('/api/user/cart/current');
    if (!cartReply.ok) return refuse(ORDER_MESSAGES.cartEmpty);
    const { cart } = (await cartReply.json()) as CartReply;
    const addressId = (body.address as { _id?: string } | undefined)?._id;
    const address = state.addresses.find((saved) => saved._id === addressId);
    if (!address) return refuse(ORDER_MESSAGES.addressNotFound, 404);
    const method = body.paymentMethod as OrderPaymentMethod;
    const notDelivered = deliveryRefusal(state.delivery, address.zip, method);
    if (notDelivered) return refuse(notDelivered.message, notDelivered.status);
    if (method === 'COD' && cart.finalPrice > COD_LIMIT)
      return refuse(ORDER_MESSAGES.codNotAllowed);
    if (method === 'Wallet') {
      if ((state.walletBalance ?? 0) < cart.finalPrice) {
        return refuse('Insufficient wallet balance.');
      }
      state.walletBalance = (state.walletBalance ?? 0) - cart.finalPrice;
    }
    orderSequence += 1;
    const { _id: _omitId, createdAt: _omitCreated, ...shipTo } = address;
    // Each line's share of the discount, as the server stores it (a coupon covers every line).
    const shares = allocatePaise(
      toPaise(cart.discountAmount),
      cart.items.map((item) => toPaise(item.lineTotal)),
    );
    const order: PlacedOrder = {
      _id: `00000000-0000-4000-8000-0000000or${String(orderSequence).padStart(3, '0')}`,
      orderNumber: `LL-2611-${String(41 + orderSequence).padStart(5, '0')}`,
      totalPrice: cart.totalPrice,
      discountAmount: cart.discountAmount,
      deliveryCharge: cart.deliveryCharge,
      finalPrice: cart.finalPrice,
      totalQuantity: cart.totalQuantity,
      paymentStatus: method === 'Wallet' ? 'Paid' : 'Pending',
      paymentMethod: method,
      address: shipTo,
      items: cart.items.map((item, index) => ({
        _id: item._id,
        productId: item.productId,
        name: item.name,
        colourName: item.product.colour?.name ?? null,
        brand: item.product.brand,
        image: item.images[0]?.thumbnailUrl ?? null,
        size: item.size,
        quantity: item.quantity,
        price: item.unitPrice,
        lineTotal: item.lineTotal,
        discount: toRupees(shares[index] ?? 0),
        trackingStatus: 'PENDING',
        product: {
          _id: item.productId,
          name: item.name,
          images: item.images[0] ? [{ url: item.images[0].thumbnailUrl }] : [],
        },
        deliveredAt: null,
        returnBy: null,
        canCancel: true,
        canReturn: false,
        returnRejectionReason: null,
      })),
      status: 'PENDING',
      canRetryPayment: false,
      refundProcessed: false,
      invoiceNumber: null,
      createdAt: new Date().toISOString(),
      parcels: [],
    };
    state.orders.unshift(order);
    shopping.shop.lines = [];
    const gateway =
      method === 'Razorpay'
        ? {
            razorpayOrderId: openGatewayOrder(order._id),
            amount: toPaise(order.finalPrice),
            currency: 'INR',
            keyId: 'rzp_test_simulator',
          }
        : {};
    return jsonResponse({ success: true, message: ORDER_MESSAGES.placed, order, ...gateway }, 201);
  }

  function saveAddress(body: unknown, addressId: string | null): Response {
    const parsed = addressSchema.safeParse(body);
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid');
    if (addressId === null) {
      const address = makeAddress({ ...parsed.data, createdAt: new Date().toISOString() });
      state.addresses.unshift(address);
      return jsonResponse({ success: true, message: ADDRESS_MESSAGES.added, address }, 201);
    }
    const index = state.addresses.findIndex((saved) => saved._id === addressId);
    if (index < 0) return refuse(ADDRESS_MESSAGES.notFound, 404);
    const address = { ...state.addresses[index]!, ...parsed.data };
    state.addresses[index] = address;
    return jsonResponse({ success: true, message: ADDRESS_MESSAGES.updated, address });
  }

  async function answer(url: URL, init: RequestInit | undefined): Promise<Response | null> {
    const method = init?.method ?? 'GET';
    const body = (sentBody(init) ?? {}) as Record<string, unknown>;
    const path = url.pathname;
    const oneAddress = /^\/api\/user\/address\/([^/]+)$/.exec(path);

    if (path === '/api/config') {
      return jsonResponse({
        ...LOCAL_CONFIG,
        paymentProvider:
          options.paymentProvider === undefined ? 'simulator' : options.paymentProvider,
        razorpayKeyId: options.paymentProvider === 'razorpay' ? 'rzp_test_key' : null,
      });
    }
    const shipping = serveServiceability(url, state.delivery);
    if (shipping) return shipping;
    if (path === '/api/user/address' && method === 'GET') {
      if (options.addressesStatus) return new Response('', { status: options.addressesStatus });
      return jsonResponse({ success: true, addresses: state.addresses });
    }
    if (path === '/api/user/address' && method === 'POST') return saveAddress(body, null);
    if (oneAddress && method === 'PUT') return saveAddress(body, oneAddress[1]!);
    if (oneAddress && method === 'DELETE') {
      const before = state.addresses.length;
      state.addresses = state.addresses.filter((saved) => saved._id !== oneAddress[1]);
      if (state.addresses.length === before) return refuse(ADDRESS_MESSAGES.notFound, 404);
      return jsonResponse({ success: true, message: ADDRESS_MESSAGES.deleted });
    }
    if (path === '/api/user/wallet/balance') {
      return state.walletBalance === undefined
        ? refuse('The wallet is resting', 500)
        : jsonResponse({ success: true, walletBalance: state.walletBalance });
    }
    if (path === '/api/user/orders' && method === 'GET') {
      if (options.ordersStatus) return new Response('', { status: options.ordersStatus });
      return jsonResponse(ordersPage(state.orders, url.searchParams));
    }
    if (path === '/api/user/orders/create') {
      if (state.networkFailures > 0) {
        state.networkFailures -= 1;
        throw new TypeError('Failed to fetch');
      }
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
      const repeated = repliesByKey.get(key);
      if (repeated) return jsonResponse(repeated, 201);
      const reply = await placeOrder(body);
      if (reply.status === 201) repliesByKey.set(key, await reply.clone().json());
      return reply;
    }
    if (path === '/api/payments/simulator/pay') {
      return jsonResponse({
        razorpay_order_id: body.razorpay_order_id,
        razorpay_payment_id: `pay_${String(body.razorpay_order_id)}`,
        razorpay_signature: 'signed',
      });
    }
    if (path === '/api/payments/simulator/fail') {
      return jsonResponse({
        error: { code: 'BAD_REQUEST_ERROR', description: DECLINED, reason: 'payment_failed' },
      });
    }
    if (path === '/api/user/orders/verify-payment') {
      const order = orderOf(body.razorpay_order_id);
      if (!order || options.verifyFails) return refuse(PAYMENT_MESSAGES.verificationFailed);
      // The order is answered as it is: this payment did not pay it.
      if (options.verifyGivesBack)
        return jsonResponse({ success: true, message: PAYMENT_MESSAGES.paymentGivenBack, order });
      order.paymentStatus = 'Paid';
      order.canRetryPayment = false;
      return jsonResponse({ success: true, message: PAYMENT_MESSAGES.verified, order });
    }
    if (path === '/api/user/orders/payment-failed') {
      const order = orderOf(body.razorpay_order_id);
      if (!order) return refuse(PAYMENT_MESSAGES.paymentNotFound, 404);
      order.paymentStatus = 'Failed';
      // Within its window, as the server decides it.
      order.canRetryPayment = true;
      return jsonResponse({ success: true, message: PAYMENT_MESSAGES.failureRecorded });
    }
    if (path === '/api/user/retry-payment') {
      const order = state.orders.find((candidate) => candidate._id === body.orderId);
      if (!order) return refuse(PAYMENT_MESSAGES.orderNotFound, 404);
      if (order.paymentStatus !== 'Failed') return refuse(PAYMENT_MESSAGES.retryNotAllowed);
      order.paymentStatus = 'Processing';
      order.canRetryPayment = false;
      return jsonResponse({
        success: true,
        message: PAYMENT_MESSAGES.retryStarted,
        order: { finalPrice: order.finalPrice },
        newOrderId: openGatewayOrder(order._id),
        amount: toPaise(order.finalPrice),
        currency: 'INR',
        keyId: 'rzp_test_simulator',
      });
    }
    return null;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    recorded.push({
      path: url.pathname,
      call: {
        method: init?.method ?? 'GET',
        body: sentBody(init),
        headers: new Headers(init?.headers),
      },
    });
    return (await answer(url, init)) ?? underlying(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls to a path, with their method, JSON body and headers. */
  const calls = (pathname: string): FakeCall[] =>
    recorded.filter((entry) => entry.path === pathname).map((entry) => entry.call);

  return { ...shopping, state, calls };
}

/** Two pieces at ₹200: ₹400 and ₹50 delivery, ₹450 in all (COD allowed). */
export const bibs = () => ({
  product: makeProduct({ name: 'Muslin Bib', price: 200, sizes: [{ size: 'One size', stock: 9 }] }),
  quantity: 2,
});
/** One at ₹999 on sale: ₹1,049 in all (above the COD limit). */
export const romper = () => ({
  product: makeProduct({
    name: 'Bunny Romper',
    price: 1299,
    discountPrice: 999,
    sizes: [{ size: '0-3M', stock: 4 }],
  }),
  quantity: 1,
});

export const HOME = makeAddress({ fullname: 'Asha Rao', street: '12 MG Road', city: 'Bengaluru' });
export const GRAN = makeAddress({
  fullname: 'Lata Rao',
  street: '4 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400020',
});

/** Signed in on /checkout with one line of `line` in the cart and two saved addresses. */
export function openCheckout(
  extra: Partial<FakeCheckoutOptions> = {},
  line: { product: Product; quantity: number } = bibs(),
) {
  const fake = stubCheckout({
    products: [line.product],
    lines: [
      { productId: line.product._id, size: line.product.sizes[0]!.size, quantity: line.quantity },
    ],
    addresses: [HOME, GRAN],
    walletBalance: 0,
    ...extra,
  });
  signInAs();
  const view = renderApp('/checkout');
  return { ...fake, ...view, user: userEvent.setup() };
}
