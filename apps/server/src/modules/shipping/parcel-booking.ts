import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  ADMIN_ORDER_MESSAGES,
  MAX_ORDERS_SHIPPED_AT_ONCE,
  PARCEL_MESSAGES,
  orderLineName,
  type AdminOrder,
  type AdminOrderReply,
  type ShipOrderReply,
  type ShipOrdersReply,
} from '@littleloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orderItems, parcelReattempts, parcelScans, parcels } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import {
  BookingRefused,
  CourierUnavailable,
  type BookedParcel,
  type Courier,
  type CourierIds,
  type ParcelBooking,
} from '../../platform/shipping';
import { parcelMeasures } from '../catalog/parcel-measures';
import type { CourierOrderAccess, OrderAftercare } from '../orders/aftercare';
import type { OrderItemRow, OrderRow } from '../orders/order-reads';
import { itemValuePaise } from '../orders/refunds';
import type { SellerService } from '../settings/seller-service';
import { unbookedPendingItems } from './parcel-holds';
import { STALLED_BOOKING_MS, type ParcelRow } from './parcel-reads';

export interface ParcelBookingDeps {
  db: Database;
  courier: Courier;
  aftercare: OrderAftercare;
  sellers: SellerService;
  days: ShopDays;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Tells the courier of parcels called off meanwhile (a booking that finished too late). */
  courierFollowUp: () => void;
}

/** What the first step decided: book a parcel (new or taken over), or answer what stands. */
type Claim =
  | { kind: 'book'; parcel: ParcelRow; order: OrderRow; items: OrderItemRow[]; email: string }
  | { kind: 'answer'; message: string; order: AdminOrder; parcelId: string };

/**
 * Booking an order's parcel with the courier, in three steps so that no courier call runs inside
 * a transaction: (1) with the order locked, its open items not yet in a parcel are put in a new
 * parcel row, marked as being booked, which every later Ship sees; (2) the courier is asked, and
 * each id it gives is saved at once; (3) with the order locked again, the AWB is written and the
 * parcel is booked. A Ship while a booking is under way is answered with it; a booking that failed
 * or stalled is taken over by the next Ship and goes on with the ids already saved, so the courier
 * is never asked to book one parcel twice.
 */
export class ParcelBookings {
  constructor(private readonly deps: ParcelBookingDeps) {}

  async shipOrder(orderId: string): Promise<ShipOrderReply> {
    const { courier } = this.deps;
    if (courier.provider === 'none') throw conflict(PARCEL_MESSAGES.byHand);
    const seller = await this.deps.sellers.read();
    const pickup = seller?.pickupAddress;
    if (!seller || !pickup) throw conflict(PARCEL_MESSAGES.noPickupAddress);

    const claim = await this.deps.aftercare.forCourier(orderId, (access) => this.claim(access));
    if (!claim) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    if (claim.kind === 'answer') return this.reply(claim.order, claim.parcelId, claim.message);

    const { parcel, order, items, email } = claim;
    const booking: ParcelBooking = {
      reference: parcel.id,
      orderNumber: order.orderNumber,
      orderedAt: order.createdAt,
      pickup: { name: seller.tradeName, ...pickup },
      delivery: {
        name: order.address.fullname,
        phone: order.address.phone,
        street: order.address.street,
        city: order.address.city,
        state: order.address.state,
        pin: order.address.zip,
        email,
      },
      items: items.map((item) => ({
        name: `${orderLineName(item)} (${item.size})`,
        sku: `${item.productId.slice(0, 8)}-${item.size}`,
        units: item.quantity,
        unitPricePaise: item.unitPricePaise,
      })),
      goodsValuePaise: items.reduce((sum, item) => sum + itemValuePaise(item), 0),
      codPaise: parcel.codPaise,
      weightGrams: parcel.weightGrams,
      lengthCm: parcel.lengthCm,
      breadthCm: parcel.breadthCm,
      heightCm: parcel.heightCm,
    };
    const known: CourierIds = {
      providerOrderId: parcel.providerOrderId,
      providerShipmentId: parcel.providerShipmentId,
    };
    let booked: BookedParcel;
    try {
      booked = await courier.book(booking, known, (ids) => this.saveIds(parcel.id, ids));
    } catch (error) {
      throw await this.bookingFailed(orderId, parcel.id, error);
    }
    return this.markBooked(orderId, parcel.id, booked);
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

  /**
   * Asks the courier to try a failed delivery again; the parcel's next scans say how it went. Each
   * failed attempt is asked about once: the request is written first, keyed by the failed scan it
   * answers, so a second press (or two at once) is refused with 409 before the courier hears twice;
   * if the courier cannot be reached, the request is taken back and may be made again.
   */
  async askReattempt(parcelId: string): Promise<AdminOrderReply> {
    const { db } = this.deps;
    const [parcel] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
    if (!parcel) throw notFound(PARCEL_MESSAGES.notFound);
    if (parcel.status !== 'DELIVERY_FAILED') throw conflict(PARCEL_MESSAGES.reattemptNotPossible);
    const [failure] = await db
      .select({ id: parcelScans.id })
      .from(parcelScans)
      .where(
        and(
          eq(parcelScans.parcelId, parcel.id),
          eq(parcelScans.status, 'DELIVERY_FAILED'),
          eq(parcelScans.contradicts, false),
        ),
      )
      .orderBy(desc(parcelScans.happenedAt), desc(parcelScans.receivedAt))
      .limit(1);
    if (!failure) throw conflict(PARCEL_MESSAGES.reattemptNotPossible);
    const [asked] = await db
      .insert(parcelReattempts)
      .values({ parcelId: parcel.id, failedScanId: failure.id, askedAt: this.deps.days.now() })
      .onConflictDoNothing()
      .returning({ id: parcelReattempts.id });
    if (!asked) throw conflict(PARCEL_MESSAGES.reattemptAlreadyAsked);
    try {
      await this.deps.courier.reattempt({
        reference: parcel.id,
        awb: parcel.awb,
        providerOrderId: parcel.providerOrderId,
        providerShipmentId: parcel.providerShipmentId,
      });
    } catch (error) {
      await db.delete(parcelReattempts).where(eq(parcelReattempts.id, asked.id));
      if (error instanceof BookingRefused) throw badRequest(error.message);
      throw new AppError(503, PARCEL_MESSAGES.courierUnavailable);
    }
    const order = await this.deps.aftercare.forCourier(parcel.orderId, (access) =>
      access.adminView(),
    );
    if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    return { success: true, message: PARCEL_MESSAGES.reattemptAsked, order };
  }

  /** Step 1, with the order locked. */
  private async claim(access: CourierOrderAccess): Promise<Claim> {
    const { tx } = access;
    const order = access.order();
    const now = this.deps.days.now();
    const existing = await tx
      .select()
      .from(parcels)
      .where(and(eq(parcels.orderId, order.id), ne(parcels.status, 'CANCELLED')));
    const booking = existing.find((parcel) => parcel.status === 'BOOKING');
    if (booking) {
      const stalled =
        booking.bookingError !== null ||
        now.getTime() - booking.bookingStartedAt.getTime() > STALLED_BOOKING_MS;
      if (!stalled) {
        return this.answer(access, booking.id, PARCEL_MESSAGES.beingBooked);
      }
      const [taken] = await tx
        .update(parcels)
        .set({ bookingStartedAt: now, bookingError: null, updatedAt: now })
        .where(eq(parcels.id, booking.id))
        .returning();
      const items = access.items().filter((item) => item.parcelId === booking.id);
      return { kind: 'book', parcel: taken!, order, items, email: await this.email(access) };
    }

    const items = await unbookedPendingItems(tx, order.id);
    if (items.length === 0) {
      const live = existing.at(-1);
      if (live) return this.answer(access, live.id, PARCEL_MESSAGES.alreadyBooked);
      throw conflict(PARCEL_MESSAGES.nothingToShip);
    }
    if (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'Paid') {
      throw conflict(PARCEL_MESSAGES.notPaidYet);
    }
    const measures = await parcelMeasures(
      tx,
      items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
    const [parcel] = await tx
      .insert(parcels)
      .values({
        orderId: order.id,
        provider: this.provider(),
        bookingStartedAt: now,
        ...measures,
        codPaise:
          order.paymentMethod === 'COD'
            ? codDuePaise(order, access.items(), items, existing.length > 0)
            : 0,
      })
      .returning();
    const claimed = await tx
      .update(orderItems)
      .set({ parcelId: parcel!.id })
      .where(
        and(
          inArray(
            orderItems.id,
            items.map((item) => item.id),
          ),
          isNull(orderItems.parcelId),
        ),
      )
      .returning({ id: orderItems.id });
    // The order is locked, so nothing else can have claimed them since they were read.
    if (claimed.length !== items.length) throw new Error('order items changed under a lock');
    return { kind: 'book', parcel: parcel!, order, items, email: await this.email(access) };
  }

  /** Step 3, with the order locked: the AWB written, or the courier told to undo a late booking. */
  private async markBooked(
    orderId: string,
    parcelId: string,
    booked: BookedParcel,
  ): Promise<ShipOrderReply> {
    const now = this.deps.days.now();
    const outcome = await this.deps.aftercare.forCourier(orderId, async (access) => {
      const { tx } = access;
      const courierFields = {
        courierName: booked.courierName,
        awb: booked.awb,
        trackingUrl: booked.trackingUrl,
        providerOrderId: booked.providerOrderId,
        providerShipmentId: booked.providerShipmentId,
        courierLabelUrl: booked.courierLabelUrl,
        bookingError: null,
        updatedAt: now,
      };
      const [marked] = await tx
        .update(parcels)
        .set({ ...courierFields, status: 'BOOKED' })
        .where(and(eq(parcels.id, parcelId), eq(parcels.status, 'BOOKING')))
        .returning();
      if (!marked) {
        // Cancelled while the courier was booking it: the courier must call it off too.
        await tx
          .update(parcels)
          .set({ ...courierFields, courierCancelPending: true })
          .where(eq(parcels.id, parcelId));
        return { order: await access.adminView(), late: true };
      }
      await tx
        .insert(parcelScans)
        // To the second, as the courier's own scans are timed.
        .values({
          parcelId,
          status: 'BOOKED',
          happenedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
          location: null,
          note: null,
        })
        .onConflictDoNothing();
      return { order: await access.adminView(), late: false };
    });
    if (!outcome) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    if (outcome.late) {
      this.deps.courierFollowUp();
      return this.reply(outcome.order, parcelId, PARCEL_MESSAGES.cancelledWithCourier);
    }
    return this.reply(
      outcome.order,
      parcelId,
      PARCEL_MESSAGES.booked(booked.courierName, booked.awb),
    );
  }

  /**
   * A refusal ends the attempt: the parcel is dropped and its items wait to be shipped again (or
   * by hand). A courier that could not be asked may have booked it all the same: the parcel stays,
   * with the ids saved, for the next Ship to go on with.
   */
  private async bookingFailed(orderId: string, parcelId: string, error: unknown) {
    const refused = error instanceof BookingRefused;
    const reason = refused ? error.message : PARCEL_MESSAGES.courierUnavailable;
    if (!refused && !(error instanceof CourierUnavailable)) {
      this.deps.log.warn({ err: error, parcelId }, 'parcel booking failed');
    }
    await this.deps.aftercare.forCourier(orderId, async ({ tx }) => {
      const now = this.deps.days.now();
      await tx
        .update(parcels)
        .set(
          refused
            ? { status: 'CANCELLED', bookingError: reason, updatedAt: now }
            : { bookingError: reason, updatedAt: now },
        )
        .where(and(eq(parcels.id, parcelId), eq(parcels.status, 'BOOKING')));
      if (refused) {
        await tx
          .update(orderItems)
          .set({ parcelId: null })
          .where(and(eq(orderItems.parcelId, parcelId), eq(orderItems.trackingStatus, 'PENDING')));
      }
    });
    return refused
      ? badRequest(PARCEL_MESSAGES.bookingFailed(reason))
      : new AppError(503, PARCEL_MESSAGES.courierUnavailable);
  }

  private async saveIds(parcelId: string, ids: CourierIds): Promise<void> {
    const { providerOrderId, providerShipmentId } = ids;
    await this.deps.db
      .update(parcels)
      .set({
        ...(providerOrderId ? { providerOrderId } : {}),
        ...(providerShipmentId ? { providerShipmentId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(parcels.id, parcelId));
  }

  private async answer(
    access: CourierOrderAccess,
    parcelId: string,
    message: string,
  ): Promise<Claim> {
    return { kind: 'answer', message, order: await access.adminView(), parcelId };
  }

  private async email(access: CourierOrderAccess): Promise<string> {
    return (await access.adminView()).user.email;
  }

  private reply(order: AdminOrder, parcelId: string, message: string): ShipOrderReply {
    const parcel = order.parcels.find((candidate) => candidate._id === parcelId);
    if (!parcel) throw new Error('a parcel of the order is missing from its view');
    return { success: true, message, order, parcel };
  }

  private provider(): ParcelRow['provider'] {
    const { provider } = this.deps.courier;
    if (provider === 'none') throw conflict(PARCEL_MESSAGES.byHand);
    return provider;
  }
}

/**
 * Cash the courier collects for a parcel of a cash-on-delivery order: its items' value, and the
 * delivery charge with the order's first parcel (nothing of it having gone out before).
 */
function codDuePaise(
  order: OrderRow,
  all: readonly OrderItemRow[],
  inParcel: readonly OrderItemRow[],
  bookedBefore: boolean,
): number {
  const goods = inParcel.reduce((sum, item) => sum + itemValuePaise(item), 0);
  const sentBefore = all.some(
    (item) => item.trackingStatus !== 'PENDING' && item.trackingStatus !== 'CANCELLED',
  );
  return goods + (sentBefore || bookedBefore ? 0 : order.deliveryChargePaise);
}
