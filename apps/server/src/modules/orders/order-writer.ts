import { sql } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  lineTotalPaise,
  orderTax,
  type PlaceOrderFields,
  type PlacedOrder,
  type TaxSplit,
} from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, orderItems, orders, type AddressSnapshot } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { SettledCart } from '../cart';
import type { SellerService } from '../settings';
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
 * The order's own rows, written by the place-order flow inside its transaction: the order with
 * its totals, tax and a copy of the address, each line with its own share of the discount and its
 * tax, and the coupon's use.
 */
export class OrderWriter {
  constructor(
    private readonly days: ShopDays,
    private readonly sellers: Pick<SellerService, 'read'>,
    private readonly pictures: OrderPictures,
    private readonly options: { paymentWindowMinutes: number },
  ) {}

  async writeOrder(
    tx: Tx,
    userId: string,
    input: PlaceOrderFields,
    cart: SettledCart,
    address: AddressSnapshot,
  ): Promise<PlacedOrder> {
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
  async recordCouponUse(tx: Tx, couponId: string, userId: string, orderId: string) {
    try {
      await tx.insert(couponUses).values({ couponId, userId, orderId });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ORDER_MESSAGES.cartChanged);
      throw error;
    }
  }
}
