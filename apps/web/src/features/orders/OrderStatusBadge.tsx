import { ORDER_STATUS_LABELS, type DerivedOrderStatus } from '@littleloom/shared';
import { ORDER_STATUS_BADGE } from './order-format';
import { StatusBadge } from './StatusBadge';

/** Where the whole order is, in the shopper's words and colours. */
export function OrderStatusBadge({ status }: { status: DerivedOrderStatus }) {
  return (
    <StatusBadge
      name="Order status"
      label={ORDER_STATUS_LABELS[status]}
      colours={ORDER_STATUS_BADGE[status]}
    />
  );
}
