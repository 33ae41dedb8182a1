import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CART_MESSAGES } from '@littleloom/shared';
import type { BenchShopper, StockedSize } from './checkout-shop';
import type { Reply, SavedAddress, ShopClient } from './shop-client';

/** A shopper signed in, with a saved address, ready to buy. */
export interface ReadyShopper extends BenchShopper {
  client: ShopClient;
  address: SavedAddress;
}

/**
 * Signs every shopper in through POST /api/login and saves a delivery address, one at a time, as
 * each would before their first order.
 */
export async function readyShoppers(
  api: ShopClient,
  shoppers: readonly BenchShopper[],
  address: object,
): Promise<ReadyShopper[]> {
  const ready: ReadyShopper[] = [];
  for (const shopper of shoppers) {
    const client = api.as(await api.signIn(shopper.email, shopper.password));
    ready.push({ ...shopper, client, address: await client.saveAddress(address) });
  }
  return ready;
}

export interface CheckoutRun {
  seconds: number;
  /** Every POST /api/user/orders/create, in the order the replies came. */
  orders: Reply[];
  cartAdds: Reply[];
  /** Carts emptied after a refused order. */
  cartClears: Reply[];
}

/**
 * Every shopper at once, each in a loop: put one or two pieces (of sizes not known to be sold out)
 * in the cart, then place the order as the checkout page does; after a refusal the cart is emptied
 * and the shopper tries again. Ends at the deadline or when every size has sold out.
 */
export async function runShoppers(
  shoppers: readonly ReadyShopper[],
  sizes: readonly StockedSize[],
  seconds: number,
): Promise<CheckoutRun> {
  const run: CheckoutRun = { seconds: 0, orders: [], cartAdds: [], cartClears: [] };
  const soldOut = new Set<StockedSize>();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const pickLines = () => {
    const open = sizes.filter((s) => !soldOut.has(s));
    const first = open.splice(Math.floor(Math.random() * open.length), 1)[0];
    const second = Math.random() < 0.5 ? open[Math.floor(Math.random() * open.length)] : undefined;
    return [first, second].filter((s): s is StockedSize => s !== undefined);
  };

  const shop = async (shopper: ReadyShopper) => {
    while (performance.now() < deadline && soldOut.size < sizes.length) {
      let added = 0;
      for (const line of pickLines()) {
        const reply = await shopper.client.addToCart({
          productId: line.productId,
          size: line.size,
          quantity: 1,
        });
        run.cartAdds.push(reply);
        if (reply.status === 200) added += 1;
        else if (reply.message === CART_MESSAGES.sizeOutOfStock) soldOut.add(line);
      }
      if (added === 0) continue;
      const reply = await shopper.client.placeOrder(
        { address: shopper.address, paymentMethod: shopper.paymentMethod },
        randomUUID(),
      );
      run.orders.push(reply);
      if (reply.status !== 201) run.cartClears.push(await shopper.client.clearCart(shopper.userId));
    }
  };

  await Promise.all(shoppers.map(shop));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}
