import {
  ORDER_STATUS_LABELS,
  paymentStatusLabel,
  type AdminOrder,
  type DerivedOrderStatus,
  type TrackingStatus,
} from '@littleloom/shared';
import { StatusBadge } from '../ui/StatusBadge';
import { TRACKING_LABELS, orderStatusTone, paymentTone, statusTone } from './order-labels';

/** An item's tracking status, in its colour. */
export function TrackingBadge({ status }: { status: TrackingStatus }) {
  return <StatusBadge tone={statusTone(status)}>{TRACKING_LABELS[status]}</StatusBadge>;
}

/** An order's (derived) status, in the words the shopper reads too. */
export function OrderStatusBadge({ status }: { status: DerivedOrderStatus }) {
  return <StatusBadge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}

/** The order's payment status, in the words every page uses for it (`paymentStatusLabel`). */
export function PaymentBadge({
  order,
}: {
  order: Pick<AdminOrder, 'paymentMethod' | 'paymentStatus' | 'status'>;
}) {
  return (
    <StatusBadge tone={paymentTone(order.paymentStatus)}>{paymentStatusLabel(order)}</StatusBadge>
  );
}
