import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { PARCEL_MESSAGES } from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { orderItems, parcels } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { ParcelRow } from './parcel-reads';

/** Who is cancelling: the shopper may not cancel what a courier carries; the admin sometimes may. */
export type Canceller = 'shopper' | 'admin';

/** Statuses in which the courier has not yet collected the parcel: cancelling calls it off. */
const NOT_PICKED_UP = ['BOOKING', 'BOOKED'] as const;
/** The courier has it and it is on its way to the shopper: wait for its delivery or failure. */
const UNDER_WAY = ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY'] as const;

/**
 * Cancels items' places in their parcels, inside the transaction that cancels the items (the
 * order's row is locked first, then its parcels'). A parcel not yet picked up is called off: it is
 * marked cancelled, the courier is to be told after the commit (`courierCancelPending`), and the
 * order's other open items in it wait to be shipped again. A parcel whose delivery failed is asked
 * back to the shop. One the courier is carrying to the shopper stops the cancellation; the shopper
 * cannot cancel anything the courier has collected. Answers whether the courier must be told.
 */
export async function withdrawFromParcels(
  tx: Tx,
  items: readonly { id: string; parcelId: string | null }[],
  by: Canceller,
): Promise<boolean> {
  const parcelIds = [...new Set(items.map((item) => item.parcelId).filter((id) => id !== null))];
  if (parcelIds.length === 0) return false;
  const held = await tx
    .select()
    .from(parcels)
    .where(inArray(parcels.id, parcelIds))
    .orderBy(parcels.id)
    .for('update');
  for (const parcel of held) refuseWhileCarried(parcel, by);
  let tellCourier = false;
  for (const parcel of held) {
    if (isOneOf(parcel.status, NOT_PICKED_UP)) {
      await tx
        .update(parcels)
        .set({ status: 'CANCELLED', courierCancelPending: true, updatedAt: new Date() })
        .where(eq(parcels.id, parcel.id));
      // What stays of the order goes out in a parcel booked afresh.
      await tx
        .update(orderItems)
        .set({ parcelId: null })
        .where(
          and(
            eq(orderItems.parcelId, parcel.id),
            notInArray(
              orderItems.id,
              items.map((item) => item.id),
            ),
            eq(orderItems.trackingStatus, 'PENDING'),
          ),
        );
      tellCourier = true;
    } else if (parcel.status === 'DELIVERY_FAILED') {
      await tx
        .update(parcels)
        .set({ courierCancelPending: true, updatedAt: new Date() })
        .where(eq(parcels.id, parcel.id));
      tellCourier = true;
    }
  }
  return tellCourier;
}

function refuseWhileCarried(parcel: ParcelRow, by: Canceller): void {
  const carried =
    by === 'shopper'
      ? !isOneOf(parcel.status, NOT_PICKED_UP) && !isFinal(parcel.status)
      : isOneOf(parcel.status, UNDER_WAY);
  if (carried) throw conflict(PARCEL_MESSAGES.withCourier);
}

const isFinal = (status: ParcelRow['status']) =>
  status === 'DELIVERED' || status === 'RTO_DELIVERED' || status === 'CANCELLED';

const isOneOf = <S extends string>(status: string, list: readonly S[]): status is S =>
  (list as readonly string[]).includes(status);

/** Open items of the order in no live parcel: what a Ship would book. */
export async function unbookedPendingItems(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.trackingStatus, 'PENDING'),
        isNull(orderItems.parcelId),
      ),
    );
}
