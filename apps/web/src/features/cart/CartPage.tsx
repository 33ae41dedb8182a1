import type { Cart } from '@littleloom/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { CartEmpty } from './CartEmpty';
import { CartLine } from './CartLine';
import { CartQueryPage } from './CartQueryPage';
import { CartSummary } from './CartSummary';
import { ClearCartButton } from './ClearCartButton';
import { Promotions } from './Promotions';

/**
 * /cart (storefront.md §2): the lines, the offers and coupon, the summary with Checkout, Clear
 * cart and Continue Shopping. Behind the login guard. A cart the server does not have (404) is an
 * empty cart.
 */
export function CartPage() {
  return (
    <CartQueryPage documentTitle="Cart · Little Loom" heading="Your Cart">
      {(cart) => <CartContents cart={cart} />}
    </CartQueryPage>
  );
}

function CartContents({ cart }: { cart: Cart }) {
  const isEmpty = cart.items.length === 0;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          Items in your cart
        </h2>
        {isEmpty ? (
          <CartEmpty />
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {cart.items.map((item) => (
                <CartLine key={item._id} item={item} />
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
              <Link to="/collection" className={buttonClass('secondary')}>
                Continue Shopping
              </Link>
              <ClearCartButton itemCount={cart.totalQuantity} />
            </div>
          </>
        )}
      </section>
      <div className="flex flex-col gap-6">
        {isEmpty ? null : <Promotions cart={cart} />}
        <CartSummary cart={cart} />
      </div>
    </div>
  );
}
