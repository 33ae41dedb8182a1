import {
  formatRupees,
  orderLineName,
  RECEIVED_TRACKING_STATUSES,
  writeReviewPath,
  type OrderLine,
} from '@littleloom/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { ProductLineName } from '../catalog/ProductLineName';
import { ProductLinePicture } from '../catalog/ProductLinePicture';

import { itemNote, type ItemNoteOrder } from './item-notes';
import { shopDay, TRACKING_STATUS_BADGE, TRACKING_STATUS_LABELS } from './order-format';
import { StatusBadge } from './StatusBadge';

/**
 * Items the shopper received, offered "Rate this" until they are returned: one being sent back may
 * be the one most worth a review. The product page still asks the server whether one may be written.
 */
const RATEABLE: readonly string[] = RECEIVED_TRACKING_STATUSES;

interface OrderItemRowProps {
  item: OrderLine;
  /** The item's name heading, focused once an act on it is done (its button may be gone). */
  headingId: string;
  /** The order, for the notes on returns and cancellations. */
  order: ItemNoteOrder;
  /** False while an act on another item of the order runs. */
  idle: boolean;
  onCancel: () => void;
  onReturn: () => void;
}

/**
 * One item of an order: picture, name, size, quantity, price, line total and where it is, with
 * Cancel while the server allows it (not yet delivered) and Request Return within the return
 * window, which it names (storefront.md §4), and "Rate this" once it is received and until it is
 * returned, which
 * opens the product's review form.
 */
export function OrderItemRow({
  item,
  headingId,
  order,
  idle,
  onCancel,
  onReturn,
}: OrderItemRowProps) {
  const note = itemNote(item, order);
  const rateable = RATEABLE.includes(item.trackingStatus);
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-white p-3 sm:gap-5 sm:p-4">
      <ProductLinePicture
        productId={item.productId}
        src={item.image ?? item.product.images[0]?.url}
        size={80}
      />

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <ProductLineName productId={item.productId} name={orderLineName(item)} id={headingId} />
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
        {item.returnRejectionReason ? (
          <p className="text-sm text-ink">
            <span className="font-bold">Our reason: </span>
            {item.returnRejectionReason}
          </p>
        ) : null}

        {item.canCancel || item.canReturn || rateable ? (
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
            {rateable ? (
              <Link
                to={writeReviewPath(item.productId)}
                className={buttonClass('secondary')}
                aria-describedby={headingId}
              >
                Rate this
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
