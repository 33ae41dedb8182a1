import {
  DEFAULT_PARCEL_DIMENSIONS,
  PARCEL_MESSAGES,
  PARCEL_STATUS_LABELS,
  type AdminOrder,
  type AdminParcel,
} from '@littleloom/shared';
import { jsonResponse } from '../../../test/fetch-stub';
import { LOCAL_CONFIG } from '../../../test/session';

/** Test helpers for the parcel screens (imported by tests only). */

let sequence = 0;

/** A parcel booked and not yet picked up, carrying `itemIds`; tests override the rest. */
export function makeAdminParcel(
  itemIds: string[],
  overrides: Partial<AdminParcel> = {},
): AdminParcel {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, 'f')}`;
  const awb = `1900${String(sequence).padStart(8, '0')}`;
  return {
    _id: id,
    courier: 'Delhivery',
    awb,
    trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    status: 'BOOKED',
    statusLabel: PARCEL_STATUS_LABELS.BOOKED,
    itemIds,
    scans: [],
    createdAt: '2026-03-04T06:30:00.000Z',
    provider: 'simulator',
    codAmount: 0,
    ...DEFAULT_PARCEL_DIMENSIONS,
    bookingError: null,
    labelUrl: `/api/admin/parcels/${id}/label`,
    packingSlipUrl: `/api/admin/parcels/${id}/packing-slip`,
    nextSteps: [],
    reattemptsAsked: [],
    ...overrides,
  };
}

/** What the fake courier is set up as; tests change it before the page opens. */
export interface CourierState {
  orders: AdminOrder[];
  /** The settings' courier; 'none' ships by hand. */
  courier: 'shiprocket' | 'simulator' | 'none';
  /** Each order the courier refuses, by id, with its reason. */
  refusals: Record<string, string>;
}

type Booking =
  | { booked: true; status: 200; message: string; order: AdminOrder; parcel: AdminParcel }
  | { booked: false; status: number; message: string };

const live = (parcel: AdminParcel) => parcel.status !== 'CANCELLED';

/**
 * Books an order as the server does: refused while no courier is set up, for an unpaid card order,
 * when nothing waits; a parcel whose booking failed is booked again; otherwise the items waiting
 * go into a new parcel.
 */
function book(state: CourierState, order: AdminOrder): Booking {
  if (state.courier === 'none')
    return { booked: false, status: 409, message: PARCEL_MESSAGES.byHand };
  if (order.paymentMethod !== 'COD' && order.paymentStatus !== 'Paid') {
    return { booked: false, status: 409, message: PARCEL_MESSAGES.notPaidYet };
  }
  const refusal = state.refusals[order._id];
  if (refusal) {
    return { booked: false, status: 400, message: PARCEL_MESSAGES.bookingFailed(refusal) };
  }
  const failed = order.parcels.find((parcel) => parcel.bookingError !== null);
  if (failed) {
    Object.assign(failed, bookedParts(failed), { bookingError: null, nextSteps: [] });
    return booked(order, failed);
  }
  const carried = new Set(order.parcels.filter(live).flatMap((parcel) => parcel.itemIds));
  const waiting = order.items.filter(
    (item) => item.trackingStatus === 'PENDING' && !carried.has(item._id),
  );
  if (waiting.length === 0) {
    return {
      booked: false,
      status: 409,
      message: order.parcels.some(live)
        ? PARCEL_MESSAGES.alreadyBooked
        : PARCEL_MESSAGES.nothingToShip,
    };
  }
  const parcel = makeAdminParcel(
    waiting.map((item) => item._id),
    { codAmount: order.paymentMethod === 'COD' ? order.finalPrice : 0 },
  );
  order.parcels.push(parcel);
  return booked(order, parcel);
}

function bookedParts(parcel: AdminParcel): Partial<AdminParcel> {
  const awb = `1901${parcel._id.slice(-8)}`;
  return {
    courier: 'Delhivery',
    awb,
    trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    status: 'BOOKED',
    statusLabel: PARCEL_STATUS_LABELS.BOOKED,
    labelUrl: `/api/admin/parcels/${parcel._id}/label`,
    packingSlipUrl: `/api/admin/parcels/${parcel._id}/packing-slip`,
  };
}

const booked = (order: AdminOrder, parcel: AdminParcel): Booking => ({
  booked: true,
  status: 200,
  message: PARCEL_MESSAGES.booked(parcel.courier ?? '', parcel.awb ?? ''),
  order: structuredClone(order),
  parcel: structuredClone(parcel),
});

const refuse = (message: string, status: number) =>
  jsonResponse({ success: false, message }, status);

const pdf = (text: string, name: string) =>
  new Response(`%PDF-1.4 ${text}`, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

/**
 * The courier's routes of the admin API, and the settings that say whether a courier is set up,
 * over the orders of `state`; undefined for any other call.
 */
export function answerCourier(
  state: CourierState,
  url: URL,
  init: RequestInit | undefined,
): Response | undefined {
  const method = init?.method ?? 'GET';
  const path = url.pathname;
  if (path === '/api/config') {
    return jsonResponse({ ...LOCAL_CONFIG, shipping: { courier: state.courier } });
  }
  if (path === '/api/admin/orders/ship' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { orderIds: string[] };
    const results = body.orderIds.map((orderId) => {
      const order = state.orders.find((one) => one._id === orderId);
      if (!order) {
        return {
          orderId,
          orderNumber: null,
          booked: false,
          message: 'Order not found',
          parcel: null,
        };
      }
      const outcome = book(state, order);
      return {
        orderId,
        orderNumber: order.orderNumber,
        booked: outcome.booked,
        message: outcome.message,
        parcel: outcome.booked ? outcome.parcel : null,
      };
    });
    const bookedCount = results.filter((result) => result.booked).length;
    return jsonResponse({
      success: true,
      message: PARCEL_MESSAGES.shipMany(bookedCount, results.length - bookedCount),
      results,
    });
  }
  const ship = /^\/api\/admin\/orders\/([^/]+)\/ship$/.exec(path);
  if (ship && method === 'POST') {
    const order = state.orders.find((one) => one._id === ship[1]);
    if (!order) return refuse('Order not found', 404);
    const outcome = book(state, order);
    if (!outcome.booked) return refuse(outcome.message, outcome.status);
    return jsonResponse({
      success: true,
      message: outcome.message,
      order: outcome.order,
      parcel: outcome.parcel,
    });
  }
  const parcelPath = /^\/api\/admin\/parcels\/([^/]+)\/(reattempt|label|packing-slip)$/.exec(path);
  if (!parcelPath) return undefined;
  const order = state.orders.find((one) => one.parcels.some((p) => p._id === parcelPath[1]));
  const parcel = order?.parcels.find((p) => p._id === parcelPath[1]);
  if (!order || !parcel) return refuse(PARCEL_MESSAGES.notFound, 404);
  if (parcelPath[2] === 'reattempt' && method === 'POST') {
    if (parcel.status !== 'DELIVERY_FAILED') {
      return refuse(PARCEL_MESSAGES.reattemptNotPossible, 409);
    }
    if (!parcel.nextSteps.includes('reattempt')) {
      return refuse(PARCEL_MESSAGES.reattemptAlreadyAsked, 409);
    }
    parcel.nextSteps = parcel.nextSteps.filter((step) => step !== 'reattempt');
    parcel.reattemptsAsked = [...parcel.reattemptsAsked, new Date().toISOString()];
    return jsonResponse({
      success: true,
      message: PARCEL_MESSAGES.reattemptAsked,
      order: structuredClone(order),
    });
  }
  if (parcelPath[2] === 'label' && method === 'GET') {
    return pdf(`label ${parcel.awb}`, `label-${parcel.awb}.pdf`);
  }
  if (parcelPath[2] === 'packing-slip' && method === 'GET') {
    return pdf(`packing slip ${order.orderNumber}`, `packing-slip-${order.orderNumber}.pdf`);
  }
  return refuse('Route not found', 404);
}
