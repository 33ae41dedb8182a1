import { formatRupees, PAYMENT_METHOD_LABELS, type AdminOrder } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { OrderStatusBadge, PaymentBadge } from './OrderBadges';
import { RefundProcessed } from './OrderMoneySection';

/** A card of label-and-value rows, the order's page's building block. */
export function OrderFacts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 tabular-nums">{children}</dd>
    </>
  );
}

/**
 * What back-office.md §2 Order Details lists about the order: its customer, its money (the
 * discount only when there was one), quantity, derived status, payment and refund; and its tax
 * invoice's number once its first item ships.
 */
export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <OrderFacts title="Summary">
      <Fact label="User">
        <span className="block font-bold">{order.user.name}</span>
        <span className="block text-slate-600">{order.user.email}</span>
      </Fact>
      <Fact label="Total price">{formatRupees(order.totalPrice)}</Fact>
      {order.discountAmount > 0 ? (
        <Fact label="Discount">− {formatRupees(order.discountAmount)}</Fact>
      ) : null}
      {/* Not in the spec's list, but without it the final price does not add up. */}
      {order.deliveryCharge > 0 ? (
        <Fact label="Delivery charge">{formatRupees(order.deliveryCharge)}</Fact>
      ) : null}
      <Fact label="Final price">
        <span className="font-bold">{formatRupees(order.finalPrice)}</span>
      </Fact>
      <Fact label="Total quantity">{order.totalQuantity}</Fact>
      <Fact label="Status">
        <OrderStatusBadge status={order.status} />
      </Fact>
      <Fact label="Payment status">
        <PaymentBadge order={order} />
      </Fact>
      <Fact label="Payment method">{PAYMENT_METHOD_LABELS[order.paymentMethod] || 'N/A'}</Fact>
      <Fact label="Refund processed">
        <RefundProcessed order={order} />
      </Fact>
      <Fact label="Invoice">{order.invoiceNumber ?? 'Not issued yet'}</Fact>
    </OrderFacts>
  );
}

/** Where the order goes (§2: fullname, phone, street, city, state, zip, country). */
export function ShippingAddress({ address }: { address: AdminOrder['address'] }) {
  return (
    <OrderFacts title="Shipping address">
      <Fact label="Name">{address.fullname}</Fact>
      <Fact label="Phone">{address.phone}</Fact>
      <Fact label="Street">{address.street}</Fact>
      <Fact label="City">{address.city}</Fact>
      <Fact label="State">{address.state}</Fact>
      <Fact label="ZIP">{address.zip}</Fact>
      <Fact label="Country">{address.country}</Fact>
    </OrderFacts>
  );
}
