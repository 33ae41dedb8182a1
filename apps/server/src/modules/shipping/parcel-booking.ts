import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  PARCEL_MESSAGES,
  orderLineName,
  type AdminOrder,
  type AdminOrderReply,
  type ParcelMeasures,
  type ShipOrderReply,
  type ShipOrdersReply,
} from '@littleloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client';
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
import type { OrderItemRow, OrderRow } from '../orders';
import type { SellerService } from '../settings';
import { unbookedPendingItems } from './parcel-holds';
import { STALLED_BOOKING_MS, type ParcelRow } from './parcel-reads';

export interface ParcelBookingDeps {
  db: Database;
  courier: Courier;
  sellers: Pick<SellerService, 'read'>;
  days: ShopDays;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** What a parcel of these lines weighs and measures (the catalogue's figures). */
  measures: (tx: Tx, lines: { productId: string; quantity: number }[]) => Promise<ParcelMeasures>;
  /** What an item was paid for (the order's stored value of it): what the courier collects. */
  itemValuePaise: (item: OrderItemRow) => number;
}

/** What the routes ask of shipping orders with a courier (the book-parcel flow answers them). */
export interface ParcelShipping {
  shipOrder(orderId: string): Promise<ShipOrderReply>;
  shipOrders(orderIds: readonly string[]): Promise<ShipOrdersReply>;
  askReattempt(parcelId: string): Promise<AdminOrderReply>;
}

/** Who sends the parcel, and from where. */
export interface Sender {
  name: string;
  pickup: Omit<ParcelBooking['pickup'], 'name'>;
}

/** What the first step decided: book a parcel (new or taken over), or answer what stands. */
export type Claim =
  | { kind: 'book'; parcel: ParcelRow; items: OrderItemRow[] }
  | { kind: 'answer'; message: string; parcelId: string };

/** Why a booking failed: a refusal ends the attempt; otherwise the courier may have booked it. */
export interface BookingFailure {
  refused: boolean;
  reason: string;
}

/**
 * The courier's side of booking an order's parcel (the book-parcel flow runs the steps, so that no
 * courier call runs inside a transaction): (1) with the order locked, its open items not yet in a
 * parcel are put in a new parcel row, marked as being booked, which every later Ship sees; (2) the
 * courier is asked, and each id it gives is saved at once; (3) with the order locked again, the
 * AWB is written and the parcel is booked. A Ship while a booking is under way is answered with
 * it; a booking that failed or stalled is taken over by the next Ship and goes on with the ids
 * already saved, so the courier is never asked to book one parcel twice.
 */
export class ParcelBookings {
  constructor(private readonly deps: ParcelBookingDeps) {}

  /** The sender of every parcel; refused when parcels go by hand or no pickup address is set. */
  async sender(): Promise<Sender> {
    if (this.deps.courier.provider === 'none') throw conflict(PARCEL_MESSAGES.byHand);
    const seller = await this.deps.sellers.read();
    const pickup = seller?.pickupAddress;
    if (!seller || !pickup) throw conflict(PARCEL_MESSAGES.noPickupAddress);
    return { name: seller.tradeName, pickup };
  }

  /** Step 1, with the order locked: the parcel to book, or what stands. */
  async claim(tx: Tx, order: OrderRow, all: readonly OrderItemRow[]): Promise<Claim> {
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
        return { kind: 'answer', parcelId: booking.id, message: PARCEL_MESSAGES.beingBooked };
      }
      const [taken] = await tx
        .update(parcels)
        .set({ bookingStartedAt: now, bookingError: null, updatedAt: now })
        .where(eq(parcels.id, booking.id))
        .returning();
      const items = all.filter((item) => item.parcelId === booking.id);
      return { kind: 'book', parcel: taken!, items };
    }

    const items = await unbookedPendingItems(tx, order.id);
    if (items.length === 0) {
      const live = existing.at(-1);
      if (live)
        return { kind: 'answer', parcelId: live.id, message: PARCEL_MESSAGES.alreadyBooked };
      throw conflict(PARCEL_MESSAGES.nothingToShip);
    }
    if (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'Paid') {
      throw conflict(PARCEL_MESSAGES.notPaidYet);
    }
    const measures = await this.deps.measures(
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
            ? this.codDuePaise(order, all, items, existing.length > 0)
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
    return { kind: 'book', parcel: parcel!, items };
  }

  /** Step 2, outside any transaction: the courier books the parcel; each id it gives is saved. */
  async book(
    sender: Sender,
    order: OrderRow,
    claimed: { parcel: ParcelRow; items: readonly OrderItemRow[] },
    email: string,
  ): Promise<BookedParcel> {
    const { parcel, items } = claimed;
    const booking: ParcelBooking = {
      reference: parcel.id,
      orderNumber: order.orderNumber,
      orderedAt: order.createdAt,
      pickup: { name: sender.name, ...sender.pickup },
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
      goodsValuePaise: items.reduce((sum, item) => sum + this.deps.itemValuePaise(item), 0),
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
    return this.deps.courier.book(booking, known, (ids) => this.saveIds(parcel.id, ids));
  }

  /**
   * Step 3, with the order locked: the AWB written. A parcel cancelled while the courier was
   * booking it is kept with the courier's ids, for the courier to be told to call it off (`late`).
   */
  async markBooked(tx: Tx, parcelId: string, booked: BookedParcel): Promise<{ late: boolean }> {
    const now = this.deps.days.now();
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
      return { late: true };
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
    return { late: false };
  }

  /** What a booking's error means; one neither refused nor unreachable is logged. */
  failure(parcelId: string, error: unknown): BookingFailure {
    const refused = error instanceof BookingRefused;
    const reason = refused ? error.message : PARCEL_MESSAGES.courierUnavailable;
    if (!refused && !(error instanceof CourierUnavailable)) {
      this.deps.log.warn({ err: error, parcelId }, 'parcel booking failed');
    }
    return { refused, reason };
  }

  /**
   * With the order locked: a refusal ends the attempt, the parcel is dropped and its items wait to
   * be shipped again (or by hand). A courier that could not be asked may have booked it all the
   * same: the parcel stays, with the ids saved, for the next Ship to go on with.
   */
  async recordFailure(tx: Tx, parcelId: string, failure: BookingFailure): Promise<void> {
    const { refused, reason } = failure;
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
  }

  /**
   * Asks the courier to try a failed delivery again; the parcel's next scans say how it went. Each
   * failed attempt is asked about once: the request is written first, keyed by the failed scan it
   * answers, so a second press (or two at once) is refused with 409 before the courier hears twice;
   * if the courier cannot be reached, the request is taken back and may be made again. Answers the
   * parcel's order.
   */
  async askReattempt(parcelId: string): Promise<string> {
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
    return parcel.orderId;
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

  private provider(): ParcelRow['provider'] {
    const { provider } = this.deps.courier;
    if (provider === 'none') throw conflict(PARCEL_MESSAGES.byHand);
    return provider;
  }

  /**
   * Cash the courier collects for a parcel of a cash-on-delivery order: its items' value, and the
   * delivery charge with the order's first parcel (nothing of it having gone out before).
   */
  private codDuePaise(
    order: OrderRow,
    all: readonly OrderItemRow[],
    inParcel: readonly OrderItemRow[],
    bookedBefore: boolean,
  ): number {
    const goods = inParcel.reduce((sum, item) => sum + this.deps.itemValuePaise(item), 0);
    const sentBefore = all.some(
      (item) => item.trackingStatus !== 'PENDING' && item.trackingStatus !== 'CANCELLED',
    );
    return goods + (sentBefore || bookedBefore ? 0 : order.deliveryChargePaise);
  }
}

/** The answer to a Ship: the message, the order, and the parcel it is about. */
export function shipReply(order: AdminOrder, parcelId: string, message: string): ShipOrderReply {
  const parcel = order.parcels.find((candidate) => candidate._id === parcelId);
  if (!parcel) throw new Error('a parcel of the order is missing from its view');
  return { success: true, message, order, parcel };
}
