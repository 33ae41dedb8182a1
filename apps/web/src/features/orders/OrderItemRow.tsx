import { formatRupees, type OrderLine } from '@littleloom/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { pastelFor } from '../catalog/pastel';
import { itemNote } from './item-notes';
import { shopDay, TRACKING_STATUS_BADGE, TRACKING_STATUS_LABELS } from './order-format';
import { StatusBadge } from './StatusBadge';

/** The thumbnail's size; width and height stop layout shift. */
const IMAGE_SIZE = 80;

interface OrderItemRowProps {
  item: OrderLine;
  /** The item's name heading, focused once an act on it is done (its button may be gone). */
  headingId: string;
  /** The order's refundProcessed, for the return notes. */
  refunded: boolean;
  /** False while an act on another item of the order runs. */
  idle: boolean;
  onCancel: () => void;
  onReturn: () => void;
}

/**
 * One item of an order: picture, name, size, quantity, price, line total and where it is, with
 * Cancel while the server allows it (not yet delivered) and Request Return within the return
 * window, which it names (storefront.md §4).
 */
export function OrderItemRow({
  item,
  headingId,
  refunded,
  idle,
  onCancel,
  onReturn,
}: OrderItemRowProps) {
  const image = item.image ?? item.product.images[0]?.url ?? null;
  const note = itemNote(item, refunded);
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-white p-3 sm:gap-5 sm:p-4">
      <div
        className={`size-16 shrink-0 overflow-hidden rounded-xl sm:size-20 ${pastelFor(item.productId)}`}
      >
        {image ? (
          <img
            src={image}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            // The name beside it says what it is.
            alt=""
            className="size-full object-cover"
          />
        ) : null}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 id={headingId} tabIndex={-1} className="leading-snug font-bold text-ink">
              <Link
                to={`/product/${item.productId}`}
                className="hover:underline hover:decoration-coral hover:underline-offset-4"
              >
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              Size <span className="font-bold text-ink">{item.size}</span> · Qty{' '}
              <span className="font-bold text-ink">{item.quantity}</span> ·{' '}
              {formatRupees(item.price)} each
            </p>
          </div>
          <p className="font-bold text-ink tabular-nums">
            <span className="sr-only">Item total: </span>
            {formatRupees(item.lineTotal)}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StatusBadge
            name="Tracking status"
            label={TRACKING_STATUS_LABELS[item.trackingStatus]}
            colours={TRACKING_STATUS_BADGE[item.trackingStatus]}
          />
          {item.canReturn && item.returnBy ? (
            <span className="text-sm text-ink-muted">Return by {shopDay(item.returnBy)}</span>
          ) : null}
        </div>

        {note ? <p className="text-sm text-ink-muted">{note}</p> : null}

        {item.canCancel || item.canReturn ? (
          <div className="flex flex-wrap gap-2">
            {item.canCancel ? (
              <button
                type="button"
                className={buttonClass('quiet', 'text-coral-strong hover:bg-peach-soft')}
                disabled={!idle}
                aria-describedby={headingId}
                onClick={onCancel}
              >
                Cancel item
              </button>
            ) : null}
            {item.canReturn ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={!idle}
                aria-describedby={headingId}
                onClick={onReturn}
              >
                Request Return
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
