import {
  ADMIN_ORDER_MESSAGES as M,
  adminMovesFrom,
  approveReturnBodySchema,
  derivedOrderStatus,
  isOpenItem,
  matchesAdminOrderFilter,
  toPaise,
  toRupees,
  type AdminOrder,
  type AdminOrderFilter,
  type CreditNoteSummary,
  type OrderLine,
  type OrderMoney,
  type ReturnedPayment,
} from '@littleloom/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { answerCourier, type CourierState } from './parcels-testing';

/** Test helpers for the order screens (imported by tests only). */

let sequence = 0;
const nextId = (kind: string) => {
  sequence += 1;
  return `00000000-0000-4000-8000-${kind}${String(sequence).padStart(12 - kind.length, '0')}`;
};

type LineOverrides = Partial<Omit<OrderLine, 'product'>> & { product?: OrderLine['product'] };

export function makeOrderLine(overrides: LineOverrides = {}): OrderLine {
  const productId = overrides.productId ?? nextId('b0');
  const name = overrides.name ?? `Cotton Romper ${sequence}`;
  const price = overrides.price ?? 499;
  const quantity = overrides.quantity ?? 1;
  const image = overrides.image === undefined ? `/media/${productId}.webp` : overrides.image;
  return {
    _id: nextId('1e'),
    productId,
    name,
    colourName: null,
    brand: 'Hopscotch',
    image,
    size: 'M',
    quantity,
    price,
    lineTotal: price * quantity,
    discount: 0,
    trackingStatus: 'PENDING',
    product: { _id: productId, name, images: image ? [{ url: image }] : [] },
    deliveredAt: null,
    returnBy: null,
    canCancel: true,
    canReturn: false,
    returnRejectionReason: null,
    ...overrides,
  };
}

type OrderOverrides = Partial<Omit<AdminOrder, 'user'>> & { user?: Partial<AdminOrder['user']> };

/** An order as the admin API sends it; its totals and status follow its lines. */
export function makeAdminOrder(overrides: OrderOverrides = {}): AdminOrder {
  const items = overrides.items ?? [makeOrderLine()];
  const totalPrice = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const discountAmount = overrides.discountAmount ?? 0;
  const { user, ...rest } = overrides;
  sequence += 1;
  return {
    _id: nextId('0d'),
    orderNumber: `LL-202603-${String(sequence).padStart(5, '0')}`,
    totalPrice,
    discountAmount,
    deliveryCharge: 50,
    finalPrice: totalPrice - discountAmount + 50,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    paymentStatus: 'Paid',
    paymentMethod: 'Razorpay',
    address: {
      fullname: 'Asha Rao',
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
      country: 'India',
    },
    status: derivedOrderStatus(items),
    canRetryPayment: false,
    refundProcessed: false,
    invoiceNumber: null,
    createdAt: '2026-03-03T10:35:00.000Z',
    parcels: [],
    ...rest,
    items,
    user: { _id: nextId('a0'), name: 'Asha Rao', email: 'asha@example.com', ...user },
  };
}

/** A credit note as the API lists it; tests override what they care about. */
export function makeCreditNote(overrides: Partial<CreditNoteSummary> = {}): CreditNoteSummary {
  return {
    _id: nextId('c0'),
    number: 'LLC/26-27/000001',
    invoiceNumber: 'LL/26-27/000001',
    reason: 'cancelled',
    issuedAt: '2026-03-05T06:30:00.000Z',
    amount: 523.95,
    ...overrides,
  };
}

/** A card payment the order did not need, refunded to the card; tests override the rest. */
export function makeReturnedPayment(overrides: Partial<ReturnedPayment> = {}): ReturnedPayment {
  sequence += 1;
  return {
    paymentId: `pay_given_back_${sequence}`,
    amount: 1047,
    reason: 'The order was already paid',
    status: 'refunded',
    refundId: `rfnd_${sequence}`,
    createdAt: '2026-03-03T10:40:00.000Z',
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

/** An order's money as the server sends it when nothing went back: paid whole, or not at all. */
export function makeOrderMoney(order: AdminOrder): OrderMoney {
  const paid = order.paymentStatus === 'Paid' ? order.finalPrice : 0;
  return {
    paid,
    payments:
      paid > 0
        ? [
            {
              amount: paid,
              method:
                order.paymentMethod === 'COD'
                  ? 'cash'
                  : order.paymentMethod === 'Wallet'
                    ? 'wallet'
                    : 'card',
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

/**
 * The admin order API in memory behind a stubbed fetch, moving items by the shared rules as the
 * server does. `orders` are held newest first; `creditNotes` are each order's, by its id, and a
 * cancellation of an invoiced order adds one; `returnedPayments` are each order's payments given
 * back, by its id (none unless given); `money` is each order's money, by its id (paid whole and
 * nothing back unless given), and a refund adds to it. The courier's routes and the settings are
 * parcels-testing.ts's: `state.courier` (the simulator unless changed) and `state.refusals` set
 * them up. `state` shows what the server holds; `override` answers a call first (failures),
 * undefined passes on.
 */
export function stubOrdersApi(
  orders: AdminOrder[],
  override?: Override,
  creditNotes: Record<string, CreditNoteSummary[]> = {},
  returnedPayments: Record<string, ReturnedPayment[]> = {},
  money: Record<string, OrderMoney> = {},
) {
  const state: CourierState & {
    creditNotes: Record<string, CreditNoteSummary[]>;
    returnedPayments: Record<string, ReturnedPayment[]>;
    money: Record<string, OrderMoney>;
  } = {
    orders: structuredClone(orders),
    creditNotes: structuredClone(creditNotes),
    returnedPayments: structuredClone(returnedPayments),
    money: structuredClone(money),
    courier: 'simulator',
    refusals: {},
  };
  /** The order's money, with what approved returns wait for worked out as the server does. */
  const moneyOf = (order: AdminOrder): OrderMoney => {
    const held = (state.money[order._id] ??= makeOrderMoney(order));
    held.refundDue = toRupees(
      order.items
        .filter((item) => item.trackingStatus === 'RETURN_APPROVED')
        .reduce((sum, item) => sum + toPaise(item.lineTotal) - toPaise(item.discount), 0),
    );
    return structuredClone(held);
  };

  const settle = (order: AdminOrder): AdminOrder => {
    order.status = derivedOrderStatus(order.items);
    return structuredClone(order);
  };
  const reply = (order: AdminOrder, message: string, extra: object = {}) =>
    jsonResponse({ success: true, message, order: settle(order), ...extra });

  const mock = stubFetch(async (url, init) => {
    const answered = (await override?.(url, init)) ?? answerCourier(state, url, init);
    if (answered) return answered;
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const body: Record<string, unknown> =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

    if (path === '/api/admin/orders' && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 7);
      const status = url.searchParams.get('status') as AdminOrderFilter | null;
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const matching = state.orders.filter(
        (o) =>
          (!status || matchesAdminOrderFilter(status, o.items, o)) &&
          (!search ||
            o.orderNumber.toLowerCase().includes(search) ||
            o.user.email.toLowerCase().includes(search) ||
            (o.invoiceNumber ?? '').toLowerCase().includes(search)),
      );
      return jsonResponse({
        success: true,
        orders: matching.slice((page - 1) * limit, page * limit),
        totalOrders: matching.length,
        totalPages: Math.ceil(matching.length / limit),
        currentPage: page,
      });
    }

    const notes = /^\/api\/invoice\/([^/]+)\/credit-notes(?:\/([^/]+))?$/.exec(path);
    if (notes && method === 'GET') {
      if (!state.orders.some((o) => o._id === notes[1])) return fail(M.notFound, 404);
      const issued = state.creditNotes[notes[1]!] ?? [];
      if (!notes[2]) return jsonResponse({ success: true, creditNotes: issued });
      const note = issued.find((one) => one._id === notes[2]);
      if (!note) return fail('Credit note not found', 404);
      return new Response(`%PDF-1.4 credit note ${note.number}`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`,
        },
      });
    }

    // The shopper's route, which answers an admin for any order.
    const returned = /^\/api\/user\/orders\/([^/]+)\/returned-payments$/.exec(path);
    if (returned && method === 'GET') {
      if (!state.orders.some((o) => o._id === returned[1])) return fail(M.notFound, 404);
      return jsonResponse({
        success: true,
        returnedPayments: state.returnedPayments[returned[1]!] ?? [],
      });
    }

    // The shopper's route, which answers an admin for any order.
    const moneyPath = /^\/api\/user\/orders\/([^/]+)\/money$/.exec(path);
    if (moneyPath && method === 'GET') {
      const order = state.orders.find((o) => o._id === moneyPath[1]);
      if (!order) return fail(M.notFound, 404);
      return jsonResponse({ success: true, money: moneyOf(order) });
    }

    const match = /^\/api\/admin\/orders\/([^/]+)(\/.*)?$/.exec(path);
    const order = state.orders.find((o) => o._id === match?.[1]);
    if (!match) return fail('Route not found', 404);
    if (!order) return fail(M.notFound, 404);
    const rest = match[2] ?? '';
    const itemOf = (id: string | undefined) => order.items.find((item) => item._id === id);

    if (rest === '' && method === 'GET')
      return jsonResponse({ success: true, order: settle(order) });
    if (rest === '' && method === 'DELETE') {
      const open = order.items.filter((item) => isOpenItem(item.trackingStatus));
      if (open.length === 0) return fail(M.noOpenItems, 409);
      for (const item of open) item.trackingStatus = 'CANCELLED';
      // The courier is told too: a parcel not yet delivered is called off.
      for (const parcel of order.parcels) {
        if (parcel.status === 'DELIVERED' || parcel.status === 'RTO_DELIVERED') continue;
        Object.assign(parcel, {
          status: 'CANCELLED',
          statusLabel: 'Shipment cancelled',
          nextSteps: [],
        });
      }
      if (order.invoiceNumber) {
        const issued = (state.creditNotes[order._id] ??= []);
        issued.push(
          makeCreditNote({
            number: `LLC/26-27/${String(issued.length + 1).padStart(6, '0')}`,
            invoiceNumber: order.invoiceNumber,
            amount: open.reduce((sum, item) => sum + item.lineTotal, 0),
          }),
        );
      }
      return reply(order, M.orderCancelled, { orderId: order._id });
    }
    const tracking = /^\/item\/([^/]+)\/tracking-status$/.exec(rest);
    if (tracking && method === 'PUT') {
      const item = itemOf(tracking[1]);
      if (!item) return fail('Item not found in this order.', 404);
      const to = String(body.trackingStatus);
      if (!(adminMovesFrom(item.trackingStatus) as string[]).includes(to)) {
        return fail(M.moveNotAllowed(item.trackingStatus, to), 409);
      }
      item.trackingStatus = to as OrderLine['trackingStatus'];
      return reply(order, M.statusUpdated);
    }
    if (rest === '/status' && method === 'PATCH') {
      const open = order.items.filter((item) => isOpenItem(item.trackingStatus));
      if (open.length === 0) return fail(M.noOpenItems, 409);
      for (const item of open) item.trackingStatus = body.status as OrderLine['trackingStatus'];
      return reply(order, M.orderStatusUpdated);
    }
    const decision = /^\/items\/([^/]+)\/approve-return$/.exec(rest);
    if (decision && method === 'PUT') {
      const item = itemOf(decision[1]);
      if (!item) return fail('Item not found in this order.', 404);
      if (item.trackingStatus !== 'RETURN_REQUESTED') return fail(M.notReturnRequested, 409);
      const decided = approveReturnBodySchema.safeParse(body);
      if (!decided.success) return fail(decided.error.issues[0]!.message, 400);
      const approve = decided.data.approvalStatus === 'APPROVED';
      item.trackingStatus = approve ? 'RETURN_APPROVED' : 'RETURN_REJECTED';
      if (decided.data.approvalStatus === 'REJECTED') {
        item.returnRejectionReason = decided.data.reason;
      }
      return reply(order, approve ? M.returnApproved : M.returnRejected);
    }
    if (rest === '/process-refund' && method === 'POST') {
      const approved = order.items.filter((item) => item.trackingStatus === 'RETURN_APPROVED');
      if (approved.length === 0) return fail(M.noApprovedReturns, 409);
      for (const item of approved) item.trackingStatus = 'RETURNED';
      order.refundProcessed = true;
      const refundedAmount = approved.reduce((sum, item) => sum + item.lineTotal, 0);
      const moved = (state.money[order._id] ??= makeOrderMoney(order));
      moved.refunds.push({
        amount: refundedAmount,
        to: 'wallet',
        state: 'done',
        at: '2026-03-06T06:30:00.000Z',
        reason: 'returned',
        detail: null,
        items: approved.map((item) => ({
          itemId: item._id,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          amount: item.lineTotal,
        })),
        delivery: 0,
      });
      moved.refunded = toRupees(toPaise(moved.refunded) + toPaise(refundedAmount));
      moved.left = toRupees(toPaise(moved.paid) - toPaise(moved.refunded));
      return reply(order, M.refundProcessed, { refundedAmount });
    }
    return fail('Route not found', 404);
  });

  return { mock, state };
}

/** The calls made with `method` to paths starting with `prefix`, as [path, JSON body]. */
export function sent(
  mock: ReturnType<typeof stubOrdersApi>['mock'],
  method: string,
  prefix = '/api/admin/orders',
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
