import type { Cart } from '@littleloom/shared';
import { CheckoutButton } from './CheckoutButton';
import { OrderSummaryRows } from './OrderSummaryRows';

/** The order summary on /cart, then Checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="cart-summary-heading" className="text-xl font-bold text-ink">
        Order Summary
      </h2>
      <OrderSummaryRows cart={cart} />
      <div className="mt-5">
        <CheckoutButton cartIsEmpty={cart.items.length === 0} />
      </div>
    </section>
  );
}
