import {
  ORDER_DETAIL_MESSAGES,
  derivedOrderStatus,
  formatRupees,
  toPaise,
  toRupees,
  type CreditNoteSummary,
  type OrderLine,
  type OrderMoney,
  type Parcel,
  type PlacedOrder,
  type ReturnedPayment,
} from '@littleloom/shared';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { sentBody, signInAs } from '../../test/session';
import {
  HOME,
  ordersPage,
  stubCheckout,
  type FakeCall,
  type FakeCheckoutOptions,
} from '../checkout/checkout-test-server';

/**
 * Test helper (not used by the app): the shop of checkout-test-server.ts plus one order's
 * details, cancelling an item (refunded to the wallet when paid, and credited in a credit note once
 * the order has an invoice), asking to return one, the invoice PDF, and the order's credit notes
 * with their PDFs, and the card payments each order did not need, keeping the server's rules the
 * order pages rely on.
 */

let lineSequence = 0;

/** One item of a placed order, not yet shipped; tests override what they care about. */
export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  lineSequence += 1;
  const n = String(lineSequence).padStart(4, '0');
  const productId = overrides.productId ?? `00000000-0000-4000-8000-00000000p${n}`;
  const name = overrides.name ?? `Cotton Jhabla ${lineSequence}`;
  const price = overrides.price ?? 400;
  const quantity = overrides.quantity ?? 1;
  return {
    _id: `00000000-0000-4000-8000-00000000i${n}`,
    productId,
    name,
    colourName: null,
    brand: 'Little Loom',
    image: `/uploads/products/${productId}-400.webp`,
    size: '6-12M',
    quantity,
    price,
    lineTotal: price * quantity,
    discount: 0,
    trackingStatus: 'PENDING',
    product: { _id: productId, name, images: [{ url: `/uploads/products/${productId}-400.webp` }] },
    deliveredAt: null,
    returnBy: null,
    canCancel: true,
    canReturn: false,
    returnRejectionReason: null,
    ...overrides,
  };
}

/** A delivered item still inside the return window, which closes on `returnBy`. */
export function deliveredLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return makeOrderLine({
    trackingStatus: 'DELIVERED',
    deliveredAt: '2026-11-23T06:00:00.000Z',
    returnBy: '2026-11-30',
    canCancel: false,
    canReturn: true,
    ...overrides,
  });
}

/** A placed order as the API sends it, its totals worked out from its items unless given. */
export function makeOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  const { _id: _omitId, createdAt: _omitCreated, ...shipTo } = HOME;
  const items = overrides.items ?? [makeOrderLine()];
  const totalPrice = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const discountAmount = overrides.discountAmount ?? 0;
  return {
    _id: '00000000-0000-4000-8000-00000000o001',
    orderNumber: 'LL-2611-00007',
    totalPrice,
    discountAmount,
    deliveryCharge: 50,
    finalPrice: totalPrice - discountAmount + 50,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    paymentStatus: 'Paid',
    paymentMethod: 'Razorpay',
    address: shipTo,
    status: derivedOrderStatus(items),
    // As the server decides it for an order inside its payment window.
    canRetryPayment:
      overrides.paymentStatus === 'Failed' &&
      items.some((item) => item.trackingStatus !== 'CANCELLED'),
    refundProcessed: false,
    invoiceNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    parcels: [],
    ...overrides,
    items,
  };
}

let parcelSequence = 0;

/**
 * A parcel booked with a courier and not yet picked up, carrying `itemIds`; tests override the
 * rest (its status, scans).
 */
export function makeParcel(itemIds: string[], overrides: Partial<Parcel> = {}): Parcel {
  parcelSequence += 1;
  const awb = `1900${String(parcelSequence).padStart(8, '0')}`;
  return {
    _id: `00000000-0000-4000-8000-0000000pa${String(parcelSequence).padStart(3, '0')}`,
    courier: 'Delhivery',
    awb,
    trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    status: 'BOOKED',
    statusLabel: 'Booked with the courier',
    itemIds,
    scans: [],
    createdAt: '2026-11-21T06:00:00.000Z',
    ...overrides,
  };
}

export interface FakeOrdersOptions extends FakeCheckoutOptions {
  /** Answer the invoice with this status (and a JSON refusal) instead of the PDF. */
  invoiceStatus?: number;
  /** Answer one order's details with this status and no words (e.g. 500). */
  orderStatus?: number;
  /** Each order's credit notes, by order id. */
  creditNotes?: Record<string, CreditNoteSummary[]>;
  /** Each order's payments given back, by order id; none unless given. */
  returnedPayments?: Record<string, ReturnedPayment[]>;
  /** The first this-many reads of the payments given back answer a bare 500. */
  returnedPaymentsFailures?: number;
  /** Each order's money, by order id; a paid order's final price and no refunds unless given. */
  money?: Record<string, OrderMoney>;
}

const MONEY_METHODS = { Razorpay: 'card', Wallet: 'wallet', COD: 'cash' } as const;

/** An order's money as the server sends it when nothing went back: paid whole, or not at all. */
export function moneyOf(order: PlacedOrder): OrderMoney {
  const paid = order.paymentStatus === 'Paid' ? order.finalPrice : 0;
  return {
    paid,
    payments:
      paid > 0
        ? [
            {
              amount: paid,
              method: MONEY_METHODS[order.paymentMethod],
              paidAt: order.createdAt,
              paymentId: null,
            },
          ]
        : [],
    refunded: 0,
    refunds: [],
    left: paid,
    refundDue: 0,
  };
}

let noteSequence = 0;
let returnedSequence = 0;

/** A credit note as the API lists it; tests override what they care about. */
export function makeCreditNote(overrides: Partial<CreditNoteSummary> = {}): CreditNoteSummary {
  noteSequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000c${String(noteSequence).padStart(4, '0')}`,
    number: 'LLC/26-27/000001',
    invoiceNumber: 'LL/26-27/000001',
    reason: 'cancelled',
    issuedAt: '2026-11-24T06:00:00.000Z',
    amount: 380.48,
    ...overrides,
  };
}

/** A card payment the order did not need, refunded to the card; tests override the rest. */
export function makeReturnedPayment(overrides: Partial<ReturnedPayment> = {}): ReturnedPayment {
  returnedSequence += 1;
  return {
    paymentId: `pay_given_back_${returnedSequence}`,
    amount: 1999,
    reason: 'The order was already paid',
    status: 'refunded',
    refundId: `rfnd_${returnedSequence}`,
    createdAt: '2026-11-22T10:05:00.000Z',
    ...overrides,
  };
}

const refuse = (message: string, status = 400) => jsonResponse({ success: false, message }, status);

export function stubOrders(options: FakeOrdersOptions) {
  const checkout = stubCheckout(options);
  const { state } = checkout;
  // The checkout's fetch stub answers everything this one does not.
  const underlying = globalThis.fetch;
  const recorded: { path: string; url: URL; call: FakeCall }[] = [];
  const creditNotes: Record<string, CreditNoteSummary[]> = structuredClone(
    options.creditNotes ?? {},
  );
  const returnedPayments = options.returnedPayments ?? {};
  let returnedPaymentsFailures = options.returnedPaymentsFailures ?? 0;
  const money: Record<string, OrderMoney> = structuredClone(options.money ?? {});
  const moneyFor = (order: PlacedOrder) => (money[order._id] ??= moneyOf(order));

  const findOrder = (orderId: string) => state.orders.find((order) => order._id === orderId);

  /** The order after one of its items moved: a new object, as a new reply would be. */
  function replaceItem(order: PlacedOrder, item: OrderLine, changes: Partial<OrderLine>) {
    const items = order.items.map((line) =>
      line._id === item._id ? { ...line, ...changes } : line,
    );
    const updated: PlacedOrder = { ...order, items, status: derivedOrderStatus(items) };
    state.orders = state.orders.map((kept) => (kept._id === order._id ? updated : kept));
    return updated;
  }

  function cancelItem(order: PlacedOrder, itemId: string | null): Response {
    const item = order.items.find((line) => line._id === itemId);
    if (!item) return refuse(ORDER_DETAIL_MESSAGES.itemNotFound, 404);
    if (!item.canCancel) return refuse(ORDER_DETAIL_MESSAGES.notCancellable, 409);
    // What the item is worth after its own share of the discount: what a paid cancellation refunds.
    const worth = toRupees(toPaise(item.lineTotal) - toPaise(item.discount));
    const refundedAmount = order.paymentStatus === 'Paid' ? worth : 0;
    const updatedOrder = replaceItem(order, item, {
      trackingStatus: 'CANCELLED',
      canCancel: false,
      canReturn: false,
    });
    state.walletBalance = (state.walletBalance ?? 0) + refundedAmount;
    if (refundedAmount > 0) {
      const moved = moneyFor(order);
      moved.refunds.push({
        amount: refundedAmount,
        to: 'wallet',
        state: 'done',
        at: '2026-11-24T06:00:00.000Z',
        reason: 'cancelled',
        detail: null,
        items: [
          {
            itemId: item._id,
            name: item.name,
            size: item.size,
            quantity: item.quantity,
            amount: refundedAmount,
          },
        ],
        delivery: 0,
      });
      moved.refunded = toRupees(toPaise(moved.refunded) + toPaise(refundedAmount));
      moved.left = toRupees(toPaise(moved.paid) - toPaise(moved.refunded));
    }
    if (order.invoiceNumber) {
      const notes = (creditNotes[order._id] ??= []);
      notes.push(
        makeCreditNote({
          number: `LLC/26-27/${String(notes.length + 1).padStart(6, '0')}`,
          invoiceNumber: order.invoiceNumber,
          amount: worth,
        }),
      );
    }
    return jsonResponse({
      success: true,
      message:
        refundedAmount > 0
          ? ORDER_DETAIL_MESSAGES.itemCancelledRefunded(formatRupees(refundedAmount))
          : ORDER_DETAIL_MESSAGES.itemCancelled,
      updatedOrder,
      walletBalance: state.walletBalance,
      refundedAmount,
    });
  }

  function returnItem(order: PlacedOrder, itemId: unknown): Response {
    const item = order.items.find((line) => line._id === itemId);
    if (!item) return refuse(ORDER_DETAIL_MESSAGES.itemNotFound, 404);
    if (item.trackingStatus === 'RETURN_REQUESTED')
      return refuse(ORDER_DETAIL_MESSAGES.returnAlreadyRequested, 409);
    if (!item.canReturn) return refuse(ORDER_DETAIL_MESSAGES.notReturnable, 409);
    const updatedOrder = replaceItem(order, item, {
      trackingStatus: 'RETURN_REQUESTED',
      canReturn: false,
    });
    return jsonResponse({
      success: true,
      message: ORDER_DETAIL_MESSAGES.returnRequested,
      updatedOrder,
    });
  }

  function answer(url: URL, init: RequestInit | undefined): Response | null {
    const method = init?.method ?? 'GET';
    const one = /^\/api\/user\/orders\/([^/]+)$/.exec(url.pathname);
    const giveBack = /^\/api\/user\/orders\/([^/]+)\/return$/.exec(url.pathname);
    const invoice = /^\/api\/invoice\/([^/]+)$/.exec(url.pathname);
    const notes = /^\/api\/invoice\/([^/]+)\/credit-notes(?:\/([^/]+))?$/.exec(url.pathname);
    const returned = /^\/api\/user\/orders\/([^/]+)\/returned-payments$/.exec(url.pathname);
    const moneyPath = /^\/api\/user\/orders\/([^/]+)\/money$/.exec(url.pathname);

    if (one && method === 'GET') {
      if (options.orderStatus) return new Response('', { status: options.orderStatus });
      const order = findOrder(decodeURIComponent(one[1]!));
      return jsonResponse({
        ...ordersPage(state.orders, url.searchParams),
        ...(order ? { order } : {}),
      });
    }
    if (returned && method === 'GET') {
      if (returnedPaymentsFailures > 0) {
        returnedPaymentsFailures -= 1;
        return new Response('', { status: 500 });
      }
      const order = findOrder(decodeURIComponent(returned[1]!));
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      return jsonResponse({ success: true, returnedPayments: returnedPayments[order._id] ?? [] });
    }
    if (moneyPath && method === 'GET') {
      const order = findOrder(decodeURIComponent(moneyPath[1]!));
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      return jsonResponse({ success: true, money: moneyFor(order) });
    }
    if (one && method === 'DELETE') {
      const order = findOrder(decodeURIComponent(one[1]!));
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      return cancelItem(order, url.searchParams.get('itemId'));
    }
    if (giveBack && method === 'PUT') {
      const order = findOrder(decodeURIComponent(giveBack[1]!));
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      return returnItem(order, (sentBody(init) as { itemId?: unknown } | undefined)?.itemId);
    }
    if (invoice) {
      const order = findOrder(decodeURIComponent(invoice[1]!));
      if (options.invoiceStatus)
        return refuse('The invoice could not be made', options.invoiceStatus);
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      return new Response(`%PDF-1.4 invoice ${order.orderNumber}`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${order.orderNumber}.pdf"`,
        },
      });
    }
    if (notes) {
      const order = findOrder(decodeURIComponent(notes[1]!));
      if (!order) return refuse(ORDER_DETAIL_MESSAGES.notFound, 404);
      const issued = creditNotes[order._id] ?? [];
      if (!notes[2]) return jsonResponse({ success: true, creditNotes: issued });
      const note = issued.find((one) => one._id === decodeURIComponent(notes[2]!));
      if (!note) return refuse('Credit note not found', 404);
      return new Response(`%PDF-1.4 credit note ${note.number}`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`,
        },
      });
    }
    return null;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    recorded.push({
      path: url.pathname,
      url,
      call: {
        method: init?.method ?? 'GET',
        body: sentBody(init),
        headers: new Headers(init?.headers),
      },
    });
    return answer(url, init) ?? underlying(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** Every call to a path, this helper's and the checkout's, with its query. */
  const requests = (pathname: string) =>
    recorded.filter((entry) => entry.path === pathname).map(({ url, call }) => ({ ...call, url }));

  return { ...checkout, requests };
}

/** Signed in on `path` with `orders` (newest first) on the account. */
export function openOrders(
  path: string,
  orders: PlacedOrder[],
  extra: Partial<FakeOrdersOptions> = {},
) {
  const fake = stubOrders({ products: [], orders, walletBalance: 0, ...extra });
  signInAs();
  const view = renderApp(path);
  return { ...fake, ...view, user: userEvent.setup() };
}
