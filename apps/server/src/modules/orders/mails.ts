import { SHOP_NAME, formatRupees, orderLineName, type PlacedOrder } from '@littleloom/shared';
import type { MailMessage } from '../../platform/mail';

const HOW_PAID: Record<PlacedOrder['paymentMethod'], string> = {
  COD: 'You will pay in cash when it arrives.',
  Wallet: 'It was paid from your Little Loom wallet.',
  Razorpay: 'It will be on its way once your card payment goes through.',
};

/** The order's confirmation: what was bought, where it goes and how it is paid. */
export function orderPlacedMail(
  shopper: { email: string; name: string },
  order: PlacedOrder,
  publicUrl: string,
): MailMessage {
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} × ${orderLineName(item)} (${item.size})  ${formatRupees(item.lineTotal)}`,
  );
  const { address } = order;
  return {
    to: shopper.email,
    subject: `Your ${SHOP_NAME} order ${order.orderNumber}`,
    text: [
      `Hello ${shopper.name},`,
      '',
      `Thank you for your order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      `Subtotal: ${formatRupees(order.totalPrice)}`,
      ...(order.discountAmount > 0 ? [`Discount: −${formatRupees(order.discountAmount)}`] : []),
      `Delivery: ${formatRupees(order.deliveryCharge)}`,
      `Total: ${formatRupees(order.finalPrice)}`,
      '',
      HOW_PAID[order.paymentMethod],
      '',
      'Delivering to:',
      `  ${address.fullname}, ${address.street}, ${address.city}, ${address.state} ${address.zip}, ${address.country}`,
      '',
      `Your orders: ${publicUrl}/orders`,
      '',
      `With love,\nThe ${SHOP_NAME} team`,
    ].join('\n'),
  };
}
