import { toRupees, type OrderPaymentMethod, type PlacedOrder } from '@littleloom/shared';
import type { orderItems, orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const METHOD_NAMES: Record<OrderRow['paymentMethod'], OrderPaymentMethod> = {
  razorpay: 'Razorpay',
  COD: 'COD',
  Wallet: 'Wallet',
};

export const paymentMethodColumn = (method: OrderPaymentMethod): OrderRow['paymentMethod'] =>
  method === 'Razorpay' ? 'razorpay' : method;

/** An order as the API sends it, amounts in rupees. */
export function toPlacedOrder(order: OrderRow, items: readonly OrderItemRow[]): PlacedOrder {
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
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      brand: item.brand,
      image: item.image,
      size: item.size,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaise),
      lineTotal: toRupees(item.unitPricePaise * item.quantity),
      trackingStatus: item.trackingStatus,
    })),
    createdAt: order.createdAt.toISOString(),
  };
}
