/** Parcels, their scans and reattempts, and the courier simulator's own parcels. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PARCEL_STATUSES } from '@littleloom/shared';
import { createdAt, updatedAt, id } from './columns';
import { orders } from './orders';

export const parcelStatusEnum = pgEnum('parcel_status', PARCEL_STATUSES);

/**
 * A parcel booked with a courier for some of an order's items. The row is written before the
 * courier is asked (BOOKING), so a second Ship finds it and books nothing; the courier's answer
 * (AWB, ids) fills it in afterwards, and its scans move it on.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'shiprocket' | 'simulator'>().notNull(),
    status: parcelStatusEnum('status').notNull().default('BOOKING'),
    /** When the booking under way began: one that stalls longer than a while may be taken over. */
    bookingStartedAt: timestamp('booking_started_at', { withTimezone: true }).notNull(),
    bookingError: text('booking_error'),
    courierName: text('courier_name'),
    awb: text('awb'),
    /** The courier's own ids, kept as soon as each is known, so a retried booking reuses them. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    trackingUrl: text('tracking_url'),
    /** The courier's own label, when it prints one (Shiprocket); else the shop prints its own. */
    courierLabelUrl: text('courier_label_url'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** What the courier collects at the door; 0 for a prepaid parcel. */
    codPaise: integer('cod_paise').notNull().default(0),
    /** The courier is still to be told that the shipment is cancelled (or to bring it back). */
    courierCancelPending: boolean('courier_cancel_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parcels_awb_key').on(t.provider, t.awb),
    index('parcels_order_idx').on(t.orderId),
    index('parcels_cancel_pending_idx')
      .on(t.id)
      .where(sql`${t.courierCancelPending}`),
    check(
      'parcels_measures_check',
      sql`${t.weightGrams} > 0 AND ${t.lengthCm} > 0 AND ${t.breadthCm} > 0 AND ${t.heightCm} > 0 AND ${t.codPaise} >= 0`,
    ),
  ],
);

/**
 * The courier's scans of a parcel, each kept once: a webhook sent twice, or a scan repeated in a
 * later webhook, adds nothing.
 */
export const parcelScans = pgTable(
  'parcel_scans',
  {
    id: id(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    status: parcelStatusEnum('status').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location'),
    note: text('note'),
    /**
     * The scan contradicts where the parcel had already settled (delivered, then "RTO delivered"):
     * kept and shown to the admin as needing attention, but it moves no status and no money.
     */
    contradicts: boolean('contradicts').notNull().default(false),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parcel_scans_once_key').on(t.parcelId, t.status, t.happenedAt),
    index('parcel_scans_contradicts_idx')
      .on(t.parcelId)
      .where(sql`${t.contradicts}`),
  ],
);

/**
 * The admin asked the courier to try a failed delivery again: once per failed attempt (the
 * DELIVERY_FAILED scan it answers), so a second press is refused and the parcel's timeline shows
 * each request and its time.
 */
export const parcelReattempts = pgTable(
  'parcel_reattempts',
  {
    id: id(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    failedScanId: uuid('failed_scan_id')
      .notNull()
      .references(() => parcelScans.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('parcel_reattempts_once_key').on(t.failedScanId),
    index('parcel_reattempts_parcel_idx').on(t.parcelId),
  ],
);

/**
 * The built-in courier's own book of the parcels it carries: what a courier's systems would hold.
 * Its clock moves each on a step at a time, and each step is sent to the shop as a webhook.
 */
export const simulatedParcels = pgTable(
  'simulated_parcels',
  {
    awb: text('awb').primaryKey(),
    /** The shop's reference for the parcel (its id), sent back in every webhook. */
    reference: text('reference').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    transitDays: integer('transit_days').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** How many of its journey's steps have been sent. */
    stepsSent: integer('steps_sent').notNull().default(0),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** Cancelled before pickup: its journey ends. */
    cancelled: boolean('cancelled').notNull().default(false),
    /** When the shop asked for it back after pickup: its journey turns home from then. */
    returnAskedAt: timestamp('return_asked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('simulated_parcels_reference_key').on(t.reference),
    index('simulated_parcels_due_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} IS NOT NULL`),
  ],
);
