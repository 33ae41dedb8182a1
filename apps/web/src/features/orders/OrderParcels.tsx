import type { PlacedOrder } from '@littleloom/shared';
import { ParcelBlock } from './ParcelBlock';

/**
 * The parcels the order's items travel in with a courier, each in its own block, oldest first as
 * the server lists them. Nothing when there are none (not yet booked, or shipped by hand).
 */
export function OrderParcels({ order }: { order: PlacedOrder }) {
  const { parcels } = order;
  if (parcels.length === 0) return null;
  return (
    <>
      {parcels.map((parcel, index) => (
        <ParcelBlock
          key={parcel._id}
          parcel={parcel}
          title={parcels.length === 1 ? 'Parcel' : `Parcel ${index + 1} of ${parcels.length}`}
          items={order.items}
        />
      ))}
    </>
  );
}
