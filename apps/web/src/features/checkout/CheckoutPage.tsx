import { SHIPPING_MESSAGES, type Cart, type OrderPaymentMethod } from '@littleloom/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useShopConfig } from '../../lib/shop-config';
import { AlertDialog } from '../../ui/AlertDialog';
import { useAddresses } from '../addresses/addresses-api';
import { CartQueryPage } from '../cart/CartQueryPage';
import { useServiceability, validPin } from '../shipping/serviceability-query';
import { useWalletBalance } from '../wallet/wallet-balance';
import { AddressSelect } from './AddressSelect';
import { CheckoutItems } from './CheckoutItems';
import { CHECKOUT_REFUSALS } from './checkout-refusals';
import { CheckoutSummary } from './CheckoutSummary';
import { offeredMethod } from './payment-choice';
import { PaymentMethods } from './PaymentMethods';
import { usePlaceOrder } from './use-place-order';

/**
 * /checkout (storefront.md §2): the items, where they go, how to pay, the summary and Pay Now.
 * Behind the login guard. An empty cart has nothing to check out: back to /cart.
 */
export function CheckoutPage() {
  return (
    <CartQueryPage documentTitle="Checkout · Little Loom" heading="Checkout">
      {(cart) => <CheckoutContents cart={cart} />}
    </CartQueryPage>
  );
}

function CheckoutContents({ cart }: { cart: Cart }) {
  const addresses = useAddresses();
  const config = useShopConfig();
  const wallet = useWalletBalance();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [chosen, setMethod] = useState<OrderPaymentMethod>('Razorpay');
  const order = usePlaceOrder();
  const saved = addresses.data ?? [];
  // With one saved address there is nothing to choose: it is where the order goes.
  const address =
    saved.find((one) => one._id === addressId) ?? (saved.length === 1 ? (saved[0] ?? null) : null);
  // The courier's answer for the address, the same one shown under it. A check that failed
  // holds nothing back: the server decides when the order is placed.
  const delivery = useServiceability(validPin(address?.zip));
  const answer = delivery.isError ? undefined : delivery.data;
  // Where the shop does not deliver at all, that is the one thing said; cash is no question there.
  const codTaken = !answer?.serviceable || answer.cod;
  const method = offeredMethod(chosen, {
    noCard: config.data?.paymentProvider === null,
    codTaken,
  });
  const refusal = order.refusal ? CHECKOUT_REFUSALS[order.refusal] : null;

  // Once Pay Now has started, an emptied cart is the order being placed, not a reason to leave.
  if (cart.items.length === 0 && order.stage === 'idle') return <Navigate to="/cart" replace />;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-10">
        <section aria-labelledby="checkout-items-heading" className="flex flex-col gap-4">
          <h2 id="checkout-items-heading" className="text-xl font-bold text-ink">
            Your Items
          </h2>
          <CheckoutItems items={cart.items} />
        </section>
        <AddressSelect selectedId={address?._id ?? null} onSelect={setAddressId} />
        <PaymentMethods
          method={method}
          onChange={setMethod}
          total={cart.finalPrice}
          provider={config.data?.paymentProvider}
          walletBalance={wallet.data}
          walletError={wallet.error}
          codRefusal={codTaken ? null : SHIPPING_MESSAGES.codUnavailable}
        />
      </div>
      <div className="lg:sticky lg:top-24">
        <CheckoutSummary
          cart={cart}
          stage={order.stage}
          onPayNow={() => void order.payNow({ address, method, cart, codTaken })}
          blockedBy={answer?.serviceable === false ? SHIPPING_MESSAGES.notServiceable : null}
        />
      </div>
      <AlertDialog
        open={refusal !== null}
        title={refusal?.title ?? ''}
        description={refusal?.text}
        onClose={order.dismissRefusal}
      />
      {order.paymentDialog}
    </div>
  );
}
