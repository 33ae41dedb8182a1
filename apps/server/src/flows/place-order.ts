import { sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  pinFitsState,
  COD_LIMIT,
  ORDER_MESSAGES,
  PAISE_PER_RUPEE,
  lineTakenNotice,
  lineTotalPaise,
  orderTax,
  type TaxSplit,
  type PlaceOrderFields,
  type PlaceOrderReply,
} from '@littleloom/shared';
import { afterCommit } from '../../db/after-commit';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, orderItems, orders, type AddressSnapshot } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { AddressService } from '../addresses/service';
import type { CartService, SettledCart } from '../cart/service';
import { reserveStock } from '../catalog/stock-reservations';
import type { WalletService } from '../wallet/service';
import type { MailQueue } from '../mail/queue';
import { uncountedTrade, type TradeMetrics } from '../metrics/trade-metrics';
import type { SellerService } from '../settings/seller-service';
import type { OrderDeliveryCheck, ShippingService } from '../shipping/service';
import { once, type StoredReply } from './idempotency';
import { orderPlacedMail } from './mails';
import { paymentMethodColumn, toPlacedOrder, type OrderPictures } from './order-view';

function lineTaxColumns(split: TaxSplit, hsnCode: string) {
  return {
    hsnCode,
    gstRateBp: split.rateBp,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
  };
}

/**
 * Settling the cart for the order changed it, or its stock ran out under it: nothing is ordered
 * (see `place`). `fallback` names what ran out, for when the cart read again shows no change.
 */
class CartChanged extends Error {
  constructor(readonly fallback: readonly string[] = []) {
    super('cart changed');
  }
}

/** Card orders wait this long for their payment before the sweep releases their stock. */
export interface PlacementOptions {
  paymentWindowMinutes: number;
  publicUrl: string;
}

/** Who is placing the order: the signed-in shopper. */
export interface Shopper {
  id: string;
  email: string;
  name: string;
}

/**
 * Placing an order: the courier is asked first whether it delivers to the address's PIN code (and
 * takes cash there), outside any transaction; then one transaction takes the caller's cart as the
 * server prices it, refuses an address the courier does not serve (or cash it does not take, after
 * the shop's own COD limit), reserves stock for every line or none, applies and records the
 * promotion, takes wallet money for wallet orders, writes the order with a copy of each line, and
 * empties the cart. Any refusal rolls all of it back.
 */
export class OrderPlacement {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly carts: CartService,
    private readonly addresses: AddressService,
    private readonly wallet: WalletService,
    private readonly mail: MailQueue,
    private readonly sellers: SellerService,
    private readonly shipping: ShippingService,
    private readonly options: PlacementOptions,
    private readonly pictures: OrderPictures,
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

    const order = await this.writeOrder(tx, userId, input, cart, address);
    if (cart.promotion.couponId)
      await this.recordCouponUse(tx, cart.promotion.couponId, userId, order._id);
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

  private async writeOrder(
    tx: Tx,
    userId: string,
    input: PlaceOrderFields,
    cart: SettledCart,
    address: AddressSnapshot,
  ) {
    const { totals, lines } = cart;
    const tax = await this.taxOf(tx, cart, address);
    const yearMonth = this.days.today().slice(2, 7).replace('-', '');
    const card = input.paymentMethod === 'Razorpay';
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: sql`${`LL-${yearMonth}-`} || lpad(nextval('order_number_seq')::text, 5, '0')`,
        userId,
        paymentMethod: paymentMethodColumn(input.paymentMethod),
        paymentStatus: input.paymentMethod === 'Wallet' ? 'Paid' : 'Pending',
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        deliveryChargePaise: totals.deliveryPaise,
        finalPricePaise: totals.finalPaise,
        totalQuantity: totals.totalQuantity,
        address: {
          fullname: address.fullname,
          phone: address.phone,
          street: address.street,
          city: address.city,
          state: address.state,
          zip: address.zip,
          country: address.country,
        } satisfies AddressSnapshot,
        couponId: cart.promotion.couponId,
        offerId: cart.promotion.offerId,
        placeOfSupply: address.state,
        sellerState: tax.sellerState,
        deliveryTax: tax.delivery,
        paymentDueAt: card
          ? new Date(this.days.now().getTime() + this.options.paymentWindowMinutes * 60_000)
          : null,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line, index) => ({
          ...lineTaxColumns(tax.lines[index]!, line.product.tax.hsnCode),
          orderId: order!.id,
          productId: line.productId,
          name: line.product.view.name,
          colourName: line.product.view.colour?.name ?? null,
          brand: line.product.view.brand,
          image: line.product.orderPicture,
          size: line.size,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          discountPaise: totals.lineDiscountsPaise[index]!,
        })),
      )
      .returning();
    return toPlacedOrder(order!, items, this.days, this.pictures);
  }

  /**
   * GST on the order, carved out of its prices: each line's value after its own share of the
   * discount (the one the cart was priced with), and the delivery charge at the principal line's
   * rate. Within the seller's state it
   * is CGST and SGST, to any other state (or while the seller's state is not set up) IGST.
   */
  private async taxOf(tx: Tx, cart: SettledCart, address: AddressSnapshot) {
    const sellerState = (await this.sellers.read(tx))?.state ?? null;
    const tax = orderTax({
      lines: cart.lines.map((line, index) => ({
        valuePaise: lineTotalPaise(line) - cart.totals.lineDiscountsPaise[index]!,
        quantity: line.quantity,
        hsn: line.product.tax.hsnCode,
        fixedRateBp: line.product.tax.fixedRateBp,
      })),
      deliveryPaise: cart.totals.deliveryPaise,
      intraState: sellerState === address.state,
    });
    return { ...tax, sellerState };
  }

  /** One use per shopper: the key of coupon_uses refuses a second, even from a racing order. */
  private async recordCouponUse(tx: Tx, couponId: string, userId: string, orderId: string) {
    try {
      await tx.insert(couponUses).values({ couponId, userId, orderId });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ORDER_MESSAGES.cartChanged);
      throw error;
    }
  }
}
