import {
  ORDER_STATUS_LABELS,
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

export function PaymentBadge({ status }: { status: string }) {
  return <StatusBadge tone={paymentTone(status)}>{status}</StatusBadge>;
}
