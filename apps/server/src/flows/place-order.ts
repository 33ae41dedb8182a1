import {
  ADDRESS_MESSAGES,
  pinFitsState,
  COD_LIMIT,
  ORDER_MESSAGES,
  PAISE_PER_RUPEE,
  lineTakenNotice,
  type PlaceOrderFields,
  type PlaceOrderReply,
} from '@littleloom/shared';
import { afterCommit } from '../db/after-commit';
import type { Database, Tx } from '../db/client';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AddressService } from '../modules/addresses/service';
import type { CartService } from '../modules/cart/service';
import { reserveStock } from '../modules/catalog/stock-reservations';
import type { MailQueue } from '../modules/mail/queue';
import { uncountedTrade, type TradeMetrics } from '../modules/metrics/trade-metrics';
import { once, type StoredReply } from '../modules/orders/idempotency';
import { orderPlacedMail } from '../modules/orders/mails';
import type { OrderPlacing, Shopper } from '../modules/orders/order-actions';
import type { OrderWriter } from '../modules/orders/order-writer';
import type { OrderDeliveryCheck, ShippingService } from '../modules/shipping/service';
import type { WalletService } from '../modules/wallet/service';

/**
 * Settling the cart for the order changed it, or its stock ran out under it: nothing is ordered
 * (see `place`). `fallback` names what ran out, for when the cart read again shows no change.
 */
class CartChanged extends Error {
  constructor(readonly fallback: readonly string[] = []) {
    super('cart changed');
  }
}

export interface PlacementOptions {
  /** The shop's address, for the links in the order's mail. */
  publicUrl: string;
}

/**
 * Placing an order: the courier is asked first whether it delivers to the address's PIN code (and
 * takes cash there), outside any transaction; then one transaction takes the caller's cart as the
 * server prices it, refuses an address the courier does not serve (or cash it does not take, after
 * the shop's own COD limit), reserves stock for every line or none, applies and records the
 * promotion, takes wallet money for wallet orders, writes the order with a copy of each line, and
 * empties the cart. Any refusal rolls all of it back.
 */
export class OrderPlacement implements OrderPlacing {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly orders: OrderWriter,
    private readonly wallet: WalletService,
    private readonly mail: MailQueue,
    private readonly shipping: ShippingService,
    private readonly options: PlacementOptions,
    private readonly metrics: TradeMetrics = uncountedTrade,
  ) {}

  async place(
    shopper: Shopper,
    input: PlaceOrderFields,
    idempotencyKey: string | undefined,
  ): Promise<StoredReply<PlaceOrderReply>> {
    const userId = shopper.id;
    // A repeat of a placed order is answered from its stored reply, whatever the courier says now.
    const address = await this.addresses.findOwn(this.db, userId, input.address);
    const delivery = await this.shipping.checkBeforeOrder(address?.zip);
    try {
      return await this.db.transaction((tx) =>
        once(
          tx,
          { userId, scope: 'orders.create', key: idempotencyKey, request: input },
          ORDER_MESSAGES.idempotencyKeyReused,
          async () => ({
            statusCode: 201,
            reply: await this.placeIn(tx, shopper, input, delivery),
          }),
        ),
      );
    } catch (error) {
      if (!(error instanceof CartChanged)) throw error;
      // The shopper agreed to the cart they saw. Stock or promotions moved since: the order's
      // transaction is undone, the cart is brought up to date (and kept so) in one of its own,
      // and they look again before anything is ordered.
      const notices = await this.carts.settleNow(userId);
      throw conflict(
        [ORDER_MESSAGES.cartChanged, ...(notices.length > 0 ? notices : error.fallback)].join(' '),
      );
    }
  }

  private async placeIn(
    tx: Tx,
    shopper: Shopper,
    input: PlaceOrderFields,
    delivery: OrderDeliveryCheck,
  ): Promise<PlaceOrderReply> {
    const userId = shopper.id;
    const cart = await this.carts.forCheckout(tx, userId);
    if (cart.notices.length > 0) throw new CartChanged();
    if (cart.lines.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
    const address = await this.addresses.findOwn(tx, userId, input.address);
    if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
    // The place of supply (and so the tax) is the address's state: one saved before states were
    // checked against PIN codes is corrected first.
    if (!pinFitsState(address.zip, address.state)) throw badRequest(ADDRESS_MESSAGES.stateNotPin);
    const { totals } = cart;
    if (input.paymentMethod === 'COD' && totals.finalPaise > COD_LIMIT * PAISE_PER_RUPEE) {
      throw badRequest(ORDER_MESSAGES.codNotAllowed);
    }
    delivery.refuseUndeliverable(address.zip, input.paymentMethod);
    // The cart read enough stock, but another order took the last pieces before this one could:
    // the same refusal as a cart that changed, naming the item and size that went.
    const short = await reserveStock(tx, cart.lines);
    if (short) {
      const line = cart.lines.find(
        (candidate) => candidate.productId === short.productId && candidate.size === short.size,
      );
      throw new CartChanged([lineTakenNotice(line?.product.view.name ?? 'An item', short.size)]);
    }

    const order = await this.orders.writeOrder(tx, userId, input, cart, address);
    if (cart.promotion.couponId)
      await this.orders.recordCouponUse(tx, cart.promotion.couponId, userId, order._id);
    if (input.paymentMethod === 'Wallet') {
      await this.wallet.debit(tx, userId, {
        amountPaise: totals.finalPaise,
        description: `Payment for order ${order.orderNumber}`,
        orderId: order._id,
      });
    }
    await this.carts.emptyAfterOrder(tx, userId);
    await this.mail.enqueue(tx, orderPlacedMail(shopper, order, this.options.publicUrl));
    // Only a new order gets here: a repeat of its Idempotency-Key is answered from the stored reply.
    afterCommit(tx, () => this.metrics.orderPlaced(input.paymentMethod));
    return { success: true, message: ORDER_MESSAGES.placed, order };
  }
}
