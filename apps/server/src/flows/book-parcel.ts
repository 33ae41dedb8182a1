import {
  ADMIN_ORDER_MESSAGES,
  MAX_ORDERS_SHIPPED_AT_ONCE,
  PARCEL_MESSAGES,
  type AdminOrderReply,
  type ShipOrderReply,
  type ShipOrdersReply,
} from '@littleloom/shared';
import type { Database } from '../db/client';
import { AppError, badRequest, notFound } from '../http/errors';
import type { OrderChanges } from '../modules/orders/order-changes';
import {
  shipReply,
  type ParcelBookings,
  type ParcelShipping,
} from '../modules/shipping/parcel-booking';
import type { BookedParcel } from '../platform/shipping';

export interface BookParcelDeps {
  db: Database;
  changes: OrderChanges;
  parcels: ParcelBookings;
  /** Tells the courier of parcels called off meanwhile (a booking that finished too late). */
  courierFollowUp: () => void;
}

/**
 * Ships an order with the courier (back-office.md §7, Ship): the parcel is claimed with the order
 * locked, booked with the courier outside any transaction, and marked booked with the order locked
 * again (`ParcelBookings` says why in three steps). The order's lock is the one every change of it
 * takes first, so a Ship and a cancellation take turns.
 */
export class BookParcel implements ParcelShipping {
  constructor(private readonly deps: BookParcelDeps) {}

  async shipOrder(orderId: string): Promise<ShipOrderReply> {
    const { db, changes, parcels } = this.deps;
    const sender = await parcels.sender();

    const claim = await db.transaction(async (tx) => {
      const locked = await changes.lockFound(tx, { orderId }, ADMIN_ORDER_MESSAGES.notFound);
      const claimed = await parcels.claim(tx, locked.order, locked.items);
      const view = await changes.adminView(locked);
      return { ...claimed, order: locked.order, view };
    });
    if (claim.kind === 'answer') return shipReply(claim.view, claim.parcelId, claim.message);

    let booked: BookedParcel;
    try {
      booked = await parcels.book(sender, claim.order, claim, claim.view.user.email);
    } catch (error) {
      const failure = parcels.failure(claim.parcel.id, error);
      await db.transaction(async (tx) => {
        if (await changes.lock(tx, { orderId })) {
          await parcels.recordFailure(tx, claim.parcel.id, failure);
        }
      });
      throw failure.refused
        ? badRequest(PARCEL_MESSAGES.bookingFailed(failure.reason))
        : new AppError(503, PARCEL_MESSAGES.courierUnavailable);
    }

    const outcome = await db.transaction(async (tx) => {
      const locked = await changes.lockFound(tx, { orderId }, ADMIN_ORDER_MESSAGES.notFound);
      const { late } = await parcels.markBooked(tx, claim.parcel.id, booked);
      return { late, view: await changes.adminView(locked) };
    });
    if (outcome.late) {
      this.deps.courierFollowUp();
      return shipReply(outcome.view, claim.parcel.id, PARCEL_MESSAGES.cancelledWithCourier);
    }
    return shipReply(
      outcome.view,
      claim.parcel.id,
      PARCEL_MESSAGES.booked(booked.courierName, booked.awb),
    );
  }

  /** Ships several orders, a few at a time; each is booked or refused on its own. */
  async shipOrders(orderIds: readonly string[]): Promise<ShipOrdersReply> {
    const unique = [...new Set(orderIds)].slice(0, MAX_ORDERS_SHIPPED_AT_ONCE);
    const results: ShipOrdersReply['results'] = [];
    // One at a time: each booking is several calls to the courier, which limits its callers' rate.
    for (const orderId of unique) {
      try {
        const reply = await this.shipOrder(orderId);
        results.push({
          orderId,
          orderNumber: reply.order.orderNumber,
          booked: reply.parcel.awb !== null,
          message: reply.message,
          parcel: reply.parcel,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          orderId,
          orderNumber: null,
          booked: false,
          message: error.message,
          parcel: null,
        });
      }
    }
    const booked = results.filter((result) => result.booked).length;
    return {
      success: true,
      message: PARCEL_MESSAGES.shipMany(booked, results.length - booked),
      results,
    };
  }

  /** Asks the courier to try a failed delivery again; answered with the parcel's order. */
  async askReattempt(parcelId: string): Promise<AdminOrderReply> {
    const orderId = await this.deps.parcels.askReattempt(parcelId);
    const order = await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.changes.lock(tx, { orderId });
      return locked && this.deps.changes.adminView(locked);
    });
    if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    return { success: true, message: PARCEL_MESSAGES.reattemptAsked, order };
  }
}
