import {
  RETURN_WINDOW_DAYS,
  derivedOrderStatus,
  isOpenItem,
  toRupees,
  type OrderPaymentMethod,
  type PlacedOrder,
} from '@littleloom/shared';
import type { orderItems, orders } from '../../db/schema';
import type { ShopDays } from '../../lib/shop-days';
import type { MediaService } from '../media';
import type { ParcelsOfAnOrder } from './order-parcels';
import { mayStillBePaid } from './payment-window';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The payment method as the API names it. */
export const METHOD_NAMES: Record<OrderRow['paymentMethod'], OrderPaymentMethod> = {
  razorpay: 'Razorpay',
  COD: 'COD',
  Wallet: 'Wallet',
};

export const paymentMethodColumn = (method: OrderPaymentMethod): OrderRow['paymentMethod'] =>
  method === 'Razorpay' ? 'razorpay' : method;

/** The last day a delivered item may be sent back: the day of delivery plus the return window. */
export function returnByDay(days: ShopDays, deliveredAt: Date): string {
  return days.addDays(days.dayOf(deliveredAt), RETURN_WINDOW_DAYS);
}

/** Turns the picture an order line stored into the URL replies carry. */
export type OrderPictures = Pick<MediaService, 'publicUrl'>;

/** An order as the API sends it, amounts in rupees, with what the shopper may do with each item today. */
export function toPlacedOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  days: ShopDays,
  pictures: OrderPictures,
  parcels?: ParcelsOfAnOrder,
): PlacedOrder {
  const today = days.today();
  const withCourier = parcels?.heldByCourier ?? new Set<string>();
  const wholeCancelled = items.every((item) => item.trackingStatus === 'CANCELLED');
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    totalPrice: toRupees(order.subtotalPaise),
    discountAmount: toRupees(order.discountPaise),
    deliveryCharge: toRupees(order.deliveryChargePaise),
    finalPrice: toRupees(order.finalPricePaise),
    totalQuantity: order.totalQuantity,
    paymentStatus: order.paymentStatus,
    paymentMethod: METHOD_NAMES[order.paymentMethod],
    address: order.address,
    items: items.map((item) => {
      const returnBy = item.deliveredAt ? returnByDay(days, item.deliveredAt) : null;
      const image = item.image === null ? null : pictures.publicUrl(item.image);
      return {
        _id: item.id,
        productId: item.productId,
        name: item.name,
        colourName: item.colourName,
        brand: item.brand,
        image,
        size: item.size,
        quantity: item.quantity,
        price: toRupees(item.unitPricePaise),
        lineTotal: toRupees(item.unitPricePaise * item.quantity),
        discount: toRupees(item.discountPaise),
        trackingStatus: item.trackingStatus,
        product: {
          _id: item.productId,
          name: item.name,
          images: image ? [{ url: image }] : [],
        },
        deliveredAt: item.deliveredAt?.toISOString() ?? null,
        returnBy,
        // A parcel the courier has picked up can only be refused at the door or returned later.
        canCancel: isOpenItem(item.trackingStatus) && !withCourier.has(item.id),
        canReturn: item.trackingStatus === 'DELIVERED' && returnBy !== null && today <= returnBy,
        returnRejectionReason:
          item.trackingStatus === 'RETURN_REJECTED' ? item.returnRejectionReason : null,
      };
    }),
    status: derivedOrderStatus(items),
    // Failed alone does not say it: the sweep leaves an order it cancelled Failed as well.
    canRetryPayment:
      order.paymentStatus === 'Failed' && mayStillBePaid(order, wholeCancelled, days.now()),
    refundProcessed: order.refundProcessed,
    invoiceNumber: order.invoiceNumber,
    parcels: parcels?.shopper ?? [],
    createdAt: order.createdAt.toISOString(),
  };
}
