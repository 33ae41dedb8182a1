import {
  SHOP_NAME,
  formatRupees,
  formatShopDay,
  orderLineName,
  toRupees,
} from '@littleloom/shared';
import type { MailMessage } from '../../platform/mail';
import type { OrderItemRow, OrderRow } from './order-reads';

export interface Customer {
  email: string;
  name: string;
}

/** Where a parcel with a courier can be followed. */
export interface ParcelTracking {
  courier: string;
  awb: string;
  trackingUrl: string | null;
}

/** News of a parcel on its way that the shopper is mailed. */
export type ParcelNewsKind = 'outForDelivery' | 'deliveryFailed' | 'returningToShop';

/** What changed for which items of an order, as the customer is told. */
export type AftercareEvent =
  | { kind: 'shipped'; items: readonly OrderItemRow[]; tracking?: ParcelTracking }
  | { kind: ParcelNewsKind; items: readonly OrderItemRow[]; tracking: ParcelTracking }
  | { kind: 'delivered'; items: readonly OrderItemRow[]; returnBy: string }
  | { kind: 'cancelled'; items: readonly OrderItemRow[]; refundedPaise: number }
  | { kind: 'returnApproved'; items: readonly OrderItemRow[] }
  | { kind: 'returnRejected'; items: readonly OrderItemRow[]; reason: string }
  | { kind: 'refunded'; items: readonly OrderItemRow[]; refundedPaise: number }
  | { kind: 'paymentWindowClosed'; items: readonly OrderItemRow[]; windowMinutes: number };

const itemLine = (item: OrderItemRow) =>
  `  ${item.quantity} × ${orderLineName(item)} (${item.size})`;
const trackingLines = ({ courier, awb, trackingUrl }: ParcelTracking) => [
  `Courier: ${courier}, AWB ${awb}`,
  ...(trackingUrl ? [`Track it: ${trackingUrl}`] : []),
];
const walletLine = (paise: number) =>
  `${formatRupees(toRupees(paise))} has been added to your ${SHOP_NAME} wallet.`;

function wording(order: OrderRow, event: AftercareEvent): { subject: string; lead: string[] } {
  const number = order.orderNumber;
  switch (event.kind) {
    case 'shipped':
      return {
        subject: `Your order ${number} is on its way`,
        lead: [
          ...(event.tracking ? [...trackingLines(event.tracking), ''] : []),
          'These items have shipped:',
        ],
      };
    case 'outForDelivery':
      return {
        subject: `Your order ${number} is out for delivery today`,
        lead: [
          ...trackingLines(event.tracking),
          '',
          'The courier is bringing these items today:',
          ...event.items.map(itemLine),
        ],
      };
    case 'deliveryFailed':
      return {
        subject: `We could not deliver your order ${number}`,
        lead: [
          ...trackingLines(event.tracking),
          '',
          'The courier could not deliver these items today:',
          ...event.items.map(itemLine),
          '',
          'They will try again. If the address or phone number needs a correction, please contact us.',
        ],
      };
    case 'returningToShop':
      return {
        subject: `Your order ${number} is coming back to us`,
        lead: [
          ...trackingLines(event.tracking),
          '',
          'The courier could not deliver these items and is bringing them back to us:',
          ...event.items.map(itemLine),
          '',
          'We will be in touch about sending them again or refunding them.',
        ],
      };
    case 'delivered':
      return {
        subject: `Your order ${number} was delivered`,
        lead: [
          'These items were delivered:',
          ...event.items.map(itemLine),
          '',
          `Not quite right? You can ask for a return until ${formatShopDay(event.returnBy)}.`,
        ],
      };
    case 'cancelled':
      return {
        subject: `Items of your order ${number} were cancelled`,
        lead: [
          'These items were cancelled:',
          ...event.items.map(itemLine),
          '',
          event.refundedPaise > 0
            ? walletLine(event.refundedPaise)
            : 'Nothing was charged for them.',
        ],
      };
    case 'returnApproved':
      return {
        subject: `Your return for order ${number} was approved`,
        lead: [
          'We approved the return of:',
          ...event.items.map(itemLine),
          '',
          'Your refund goes to your wallet once it is processed.',
        ],
      };
    case 'returnRejected':
      return {
        subject: `Your return for order ${number} was not accepted`,
        lead: [
          'We could not accept the return of:',
          ...event.items.map(itemLine),
          '',
          `Why: ${event.reason}`,
          '',
          'The item stays yours. If you have questions, please contact us.',
        ],
      };
    case 'refunded':
      return {
        subject: `Your refund for order ${number}`,
        lead: [
          'Your refund for these returned items is done:',
          ...event.items.map(itemLine),
          '',
          walletLine(event.refundedPaise),
        ],
      };
    case 'paymentWindowClosed':
      return {
        subject: `Your order ${number} was cancelled`,
        lead: [
          `We did not receive the card payment for your order within ${event.windowMinutes} minutes, so we cancelled it and put these items back on sale:`,
          ...event.items.map(itemLine),
          '',
          'Nothing was charged. Should a payment still go through, we give it back to you.',
          'You are welcome to order again.',
        ],
      };
  }
}

/**
 * One mail per change to an order's items: shipped, delivered, cancelled (by the shopper, the
 * admin, or the payment window closing), returns and refunds.
 */
export function aftercareMail(
  customer: Customer,
  order: OrderRow,
  event: AftercareEvent,
  publicUrl: string,
): MailMessage {
  const { subject, lead } = wording(order, event);
  const body = event.kind === 'shipped' ? [...lead, ...event.items.map(itemLine)] : lead;
  return {
    to: customer.email,
    subject,
    text: [
      `Hello ${customer.name},`,
      '',
      ...body,
      '',
      `Your order: ${publicUrl}/orders/${order.id}`,
      '',
      `With love,\nThe ${SHOP_NAME} team`,
    ].join('\n'),
  };
}
