import { formatShopDayShort, type Serviceability } from '@littleloom/shared';

/** What the product page says about a PIN code: whether and when, then how it can be paid. */
export interface DeliveryVerdict {
  headline: string;
  /** Whether cash on delivery is taken; nothing when the shop does not deliver there. */
  cashOnDelivery: string | null;
}

export function deliveryVerdict({
  pin,
  serviceable,
  cod,
  estimatedDelivery,
}: Serviceability): DeliveryVerdict {
  if (!serviceable) {
    return { headline: `We do not deliver to ${pin} yet.`, cashOnDelivery: null };
  }
  return {
    headline: estimatedDelivery
      ? `Delivers to ${pin} by ${formatShopDayShort(estimatedDelivery)}`
      : `We deliver to ${pin}`,
    cashOnDelivery: cod ? 'Cash on delivery available' : 'Cash on delivery not available',
  };
}

/** Under the chosen address at checkout: the shop day the parcel should arrive by. */
export const arrivesBy = (estimatedDelivery: string) =>
  `Arrives by ${formatShopDayShort(estimatedDelivery)}`;
