import type { AdminParcel, Parcel } from '@littleloom/shared';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** An order's parcels as its pages show them. */
export interface ParcelsOfAnOrder {
  /** As the shopper sees them. */
  shopper: Parcel[];
  /** As the back office sees them at `now`, with the steps open to the admin. */
  admin(now: Date): AdminParcel[];
  /** Items in a parcel the courier holds, which the shopper can no longer cancel. */
  heldByCourier: ReadonlySet<string>;
}

/**
 * What the order pages need of the parcels that carry orders; the shipping module owns those
 * tables and answers, passed in where the app is wired.
 */
export interface OrderParcels {
  /** The parcels of some orders, by order id. */
  ofOrders(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, ParcelsOfAnOrder>>;
  /** A condition on an order id: a courier's scan of one of its parcels waits for the admin. */
  scanToCheck(orderId: AnyColumn): SQL;
}
