import type { TrackingStatus } from '@littleloom/shared';
import { StatusBadge } from '../ui/StatusBadge';
import { TRACKING_LABELS, paymentTone, statusTone } from './order-labels';

/** An order's (derived) status or an item's tracking status, in its colour. */
export function TrackingBadge({ status }: { status: TrackingStatus }) {
  return <StatusBadge tone={statusTone(status)}>{TRACKING_LABELS[status]}</StatusBadge>;
}

export function PaymentBadge({ status }: { status: string }) {
  return <StatusBadge tone={paymentTone(status)}>{status}</StatusBadge>;
}
