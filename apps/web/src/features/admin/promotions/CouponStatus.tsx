import type { Coupon } from '@littleloom/shared';
import { StatusBadge } from '../ui/StatusBadge';

/**
 * Active (green), Inactive (red: switched off by the admin) or Expired (grey: past its last day,
 * whatever its switch says, since shoppers cannot use it either way).
 */
export function CouponStatus({ coupon }: { coupon: Pick<Coupon, 'isActive' | 'isExpired'> }) {
  if (coupon.isExpired) return <StatusBadge tone="slate">Expired</StatusBadge>;
  return coupon.isActive ? (
    <StatusBadge tone="green">Active</StatusBadge>
  ) : (
    <StatusBadge tone="red">Inactive</StatusBadge>
  );
}
