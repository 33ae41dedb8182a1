import type { AdminOrder } from '@littleloom/shared';
import { useRef } from 'react';
import { adminPrimaryButtonClass } from '../ui/admin-styles';
import type { OrderAction } from './order-actions';
import { ParcelCard } from './ParcelCard';
import { hasItemsToShip } from './parcel-rules';
import { useCourierSetUp } from './use-courier';
import type { ParcelActions } from './use-parcel-actions';
import { useRefocusAfterAct } from './use-refocus-after-act';

interface OrderShippingProps {
  order: AdminOrder;
  /** True while any act on the order is with the server: the buttons wait. */
  busy: boolean;
  parcelActions: ParcelActions;
  /** The order's own acts (Cancel and refund is Cancel Order, with its confirmation). */
  onOrderAction: (action: OrderAction) => void;
}

/**
 * The order's parcels with the courier: Book courier while an item waits to be shipped and a
 * courier is set up, and a card for each parcel. Nothing when the shop ships by hand and nothing
 * was ever booked.
 */
export function OrderShipping({ order, busy, parcelActions, onOrderAction }: OrderShippingProps) {
  const courier = useCourierSetUp();
  const heading = useRef<HTMLHeadingElement>(null);
  // Book courier is gone once the order is booked: focus goes to the section, not the page's top.
  useRefocusAfterAct(heading, parcelActions.pending);

  const canShip = courier && hasItemsToShip(order);
  const { parcels } = order;
  if (!canShip && parcels.length === 0) return null;
  const running = parcelActions.running;

  return (
    <section
      aria-labelledby="order-shipping-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2
            ref={heading}
            tabIndex={-1}
            id="order-shipping-heading"
            className="text-base font-bold text-slate-900"
          >
            Shipping
          </h2>
          {canShip ? (
            <p className="text-sm text-slate-600">
              Items are waiting to be shipped. Booking puts them in one parcel with the courier.
            </p>
          ) : null}
        </div>
        {canShip ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => parcelActions.run({ kind: 'ship', order })}
            className={adminPrimaryButtonClass}
          >
            {running?.kind === 'ship' ? 'Booking…' : 'Book courier'}
          </button>
        ) : null}
      </div>

      {parcels.length > 0 ? (
        <div className="grid gap-3 xl:grid-cols-2">
          {parcels.map((parcel, index) => (
            <ParcelCard
              key={parcel._id}
              order={order}
              parcel={parcel}
              title={parcels.length === 1 ? 'Parcel' : `Parcel ${index + 1} of ${parcels.length}`}
              busy={busy}
              running={
                running && (running.kind === 'ship' || running.parcel._id === parcel._id)
                  ? running.kind
                  : null
              }
              onRetryBooking={() => parcelActions.run({ kind: 'ship', order })}
              onReattempt={() => parcelActions.run({ kind: 'reattempt', order, parcel })}
              onCancelAndRefund={() => onOrderAction({ kind: 'cancel-order', order })}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
