import { asc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  PARCEL_STATUS_LABELS,
  isOpenItem,
  isParcelWithCourier,
  toRupees,
  type AdminParcel,
  type AdminParcelScan,
  type Parcel,
  type ParcelScan,
  type ParcelNextStep,
  type ParcelScanStatus,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { orderItems, parcelReattempts, parcelScans, parcels } from '../../db/schema';
import { inJourneyOrder } from './parcel-status';

type DbOrTx = Database | Tx;
export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelScanRow = typeof parcelScans.$inferSelect;

/**
 * A parcel with its scans, oldest first, the ids and statuses of the items in it, and the admin's
 * requests to try a failed delivery again, oldest first.
 */
export interface ParcelRecord {
  parcel: ParcelRow;
  scans: ParcelScanRow[];
  items: { id: string; trackingStatus: string }[];
  reattempts: { failedScanId: string; askedAt: Date }[];
}

/** A booking that has said nothing for this long is taken to have stopped, and may be tried again. */
export const STALLED_BOOKING_MS = 2 * 60_000;

/** Where the back office downloads a parcel's papers. */
export const parcelLabelPath = (parcelId: string) => `/api/admin/parcels/${parcelId}/label`;
export const packingSlipPath = (parcelId: string) => `/api/admin/parcels/${parcelId}/packing-slip`;

/** The parcels of some orders, oldest first, each with its scans and items, by order id. */
export async function parcelsOfOrders(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, ParcelRecord[]>> {
  const byOrder = new Map<string, ParcelRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(parcels)
    .where(inArray(parcels.orderId, [...orderIds]))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
  if (rows.length === 0) return byOrder;
  const ids = rows.map((row) => row.id);
  const [scans, items, reattempts] = await Promise.all([
    db
      .select()
      .from(parcelScans)
      .where(inArray(parcelScans.parcelId, ids))
      .orderBy(asc(parcelScans.happenedAt), asc(parcelScans.receivedAt)),
    db
      .select({
        id: orderItems.id,
        parcelId: orderItems.parcelId,
        trackingStatus: orderItems.trackingStatus,
      })
      .from(orderItems)
      .where(inArray(orderItems.parcelId, ids))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    db
      .select()
      .from(parcelReattempts)
      .where(inArray(parcelReattempts.parcelId, ids))
      .orderBy(asc(parcelReattempts.askedAt), asc(parcelReattempts.id)),
  ]);
  for (const parcel of rows) {
    const record: ParcelRecord = {
      parcel,
      scans: inJourneyOrder(scans.filter((scan) => scan.parcelId === parcel.id)),
      items: items.filter((item) => item.parcelId === parcel.id),
      reattempts: reattempts
        .filter((asked) => asked.parcelId === parcel.id)
        .map(({ failedScanId, askedAt }) => ({ failedScanId, askedAt })),
    };
    byOrder.set(parcel.orderId, [...(byOrder.get(parcel.orderId) ?? []), record]);
  }
  return byOrder;
}

/** The courier's words for a scan, unless they only repeat what the status already says. */
function noteBeyond(note: string | null, label: string): string | null {
  const words = note?.trim();
  return words && words.toLowerCase() !== label.toLowerCase() ? words : null;
}

function toScan(scan: ParcelScanRow): ParcelScan {
  return {
    // Scans are only ever written with a courier's statuses, never BOOKING.
    status: scan.status as ParcelScanStatus,
    label: PARCEL_STATUS_LABELS[scan.status],
    at: scan.happenedAt.toISOString(),
    location: scan.location,
    note: noteBeyond(scan.note, PARCEL_STATUS_LABELS[scan.status]),
  };
}

/**
 * Orders (by their id column) with a parcel whose courier sent a scan contradicting where it
 * settled: the back office's "Courier scan to check".
 */
export const hasContradictedParcel = (orderId: AnyColumn): SQL =>
  sql`EXISTS (SELECT 1 FROM ${parcels} JOIN ${parcelScans} ON ${parcelScans.parcelId} = ${parcels.id} WHERE ${parcels.orderId} = ${orderId} AND ${parcelScans.contradicts})`;

/** A parcel as the shopper sees it: a scan contradicting where it settled is the shop's to sort out. */
export function toParcel({ parcel, scans, items }: ParcelRecord): Parcel {
  return {
    _id: parcel.id,
    courier: parcel.courierName,
    awb: parcel.awb,
    trackingUrl: parcel.trackingUrl,
    status: parcel.status,
    statusLabel: PARCEL_STATUS_LABELS[parcel.status],
    itemIds: items.map((item) => item.id),
    scans: scans.filter((scan) => !scan.contradicts).map(toScan),
    createdAt: parcel.createdAt.toISOString(),
  };
}

/**
 * What the admin may do next about a parcel: retry a failed booking, or act on a failed delivery;
 * the courier is asked to try again once per failed attempt.
 */
export function parcelNextSteps(record: ParcelRecord, now: Date): ParcelNextStep[] {
  const { parcel, items } = record;
  const open = items.some((item) => isOpenItem(item.trackingStatus));
  switch (parcel.status) {
    case 'BOOKING':
      return parcel.bookingError !== null ||
        now.getTime() - parcel.bookingStartedAt.getTime() > STALLED_BOOKING_MS
        ? ['retryBooking']
        : [];
    case 'DELIVERY_FAILED':
      if (!open) return [];
      return reattemptAsked(record) ? ['cancelAndRefund'] : ['reattempt', 'cancelAndRefund'];
    case 'RTO_INITIATED':
    case 'RTO_DELIVERED':
      return open ? ['cancelAndRefund'] : [];
    default:
      return [];
  }
}

/** Whether the courier was already asked to try the latest failed delivery again. */
function reattemptAsked({ scans, reattempts }: ParcelRecord): boolean {
  const failure = scans.findLast((scan) => scan.status === 'DELIVERY_FAILED' && !scan.contradicts);
  return failure !== undefined && reattempts.some((asked) => asked.failedScanId === failure.id);
}

/** A parcel as the back office sees it. */
export function toAdminParcel(record: ParcelRecord, now: Date): AdminParcel {
  const { parcel } = record;
  const booked = parcel.awb !== null;
  return {
    ...toParcel(record),
    scans: record.scans.map((scan): AdminParcelScan => ({
      ...toScan(scan),
      contradicts: scan.contradicts,
    })),
    provider: parcel.provider,
    codAmount: toRupees(parcel.codPaise),
    weightGrams: parcel.weightGrams,
    lengthCm: parcel.lengthCm,
    breadthCm: parcel.breadthCm,
    heightCm: parcel.heightCm,
    bookingError: parcel.bookingError,
    labelUrl: booked ? parcelLabelPath(parcel.id) : null,
    packingSlipUrl: booked ? packingSlipPath(parcel.id) : null,
    nextSteps: parcelNextSteps(record, now),
    reattemptsAsked: record.reattempts.map((asked) => asked.askedAt.toISOString()),
  };
}

/**
 * Items the courier has now (picked up and not yet delivered or back): the shopper cannot cancel
 * them, and the admin only once a delivery failed or the parcel is coming back.
 */
export function heldByCourier(records: readonly ParcelRecord[]): Set<string> {
  const held = new Set<string>();
  for (const { parcel, items } of records) {
    if (!isParcelWithCourier(parcel.status)) continue;
    for (const item of items) held.add(item.id);
  }
  return held;
}

/** The parcels of orders as the order pages show them (orders' `OrderParcels`). */
export const orderParcels = {
  async ofOrders(db: DbOrTx, orderIds: readonly string[]) {
    const records = await parcelsOfOrders(db, orderIds);
    return new Map(
      [...records].map(([orderId, ofOrder]) => [
        orderId,
        {
          shopper: ofOrder.map(toParcel),
          admin: (now: Date) => ofOrder.map((record) => toAdminParcel(record, now)),
          heldByCourier: heldByCourier(ofOrder),
        },
      ]),
    );
  },
  scanToCheck: hasContradictedParcel,
};
