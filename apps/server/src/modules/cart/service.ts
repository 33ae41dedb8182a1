import { and, eq, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  COUPON_CART_MESSAGES,
  MAX_CART_LINES,
  MAX_QUANTITY_PER_PRODUCT,
  OFFER_CART_MESSAGES,
  priceCart,
  promotionChangedNotice,
  promotionDroppedNotice,
  promotionWithdrawnNotice,
  stockNotice,
  type Cart,
  type CartStockChange,
  type CartTotals,
  type CartAddFields,
  type CartUpdateInput,
  type PricingPromotion,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { cartLines, carts, type ShownPromotion } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { CatalogLookup } from '../catalog';
import type { CouponService, OfferService, PromotionHolders, PromotionRef } from '../promotions';
import { productQuantity, settleLines, type CartLine, type SettledLines } from './cart-lines';
import { emptyCartView, toCartView, type CartPromotionView } from './view';

type CartRow = typeof carts.$inferSelect;

/** The coupon or offer a settled cart holds, and why one was dropped, if it was. */
interface SettledPromotion {
  view: CartPromotionView;
  pricing: PricingPromotion;
  couponId: string | null;
  offerId: string | null;
  /** As the shopper will be shown it. */
  shown: ShownPromotion | null;
  dropped?: string;
}

/** A cart settled against the shop as it is now, priced. */
export interface SettledCart {
  lines: CartLine[];
  promotion: SettledPromotion;
  totals: CartTotals;
  removed: CartStockChange[];
  reduced: CartStockChange[];
  notices: string[];
}

/** What a change sees: the cart's row (locked) and its lines as they are now. */
interface CartState {
  cart: CartRow;
  lines: CartLine[];
}

/**
 * The shopper's cart. Every read and change runs in one transaction holding the cart's row lock,
 * so two requests of one shopper take turns: neither the 5-per-product limit nor the 30 lines can
 * be passed by racing. Prices and stock always come from the catalogue, never from the request.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogLookup,
    private readonly coupons: CouponService,
    private readonly offers: OfferService,
  ) {}

  /**
   * The cart, settled against today's stock and promotions. A shopper who never added anything
   * has an empty cart, not a missing one: it is read without writing a cart row for them.
   */
  async read(userId: string): Promise<Cart> {
    const [line] = await this.db
      .select({ userId: cartLines.userId })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .limit(1);
    if (!line) return emptyCartView();
    return this.change(userId);
  }

  add(userId: string, input: CartAddFields): Promise<Cart> {
    return this.change(userId, async (tx, { lines }) => {
      const product = isUuid(input.productId)
        ? await this.catalog.product(tx, input.productId)
        : undefined;
      if (!product?.isLive) throw notFound(CART_MESSAGES.productNotFound);
      const size = product.sizes.find((entry) => entry.size === input.size);
      if (!size) throw badRequest(CART_MESSAGES.sizeNotAvailable);
      if (size.stock <= 0) throw badRequest(CART_MESSAGES.sizeOutOfStock);
      const existing = lines.find(
        (line) => line.productId === input.productId && line.size === input.size,
      );
      if (!existing && lines.length >= MAX_CART_LINES) {
        throw badRequest(CART_MESSAGES.tooManyLines);
      }
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      this.assertQuantity(lines, input.productId, input.size, quantity, size.stock);
      await tx
        .insert(cartLines)
        .values({ userId, productId: input.productId, size: input.size, quantity })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productId, cartLines.size],
          set: { quantity },
        });
    });
  }

  update(userId: string, input: CartUpdateInput): Promise<Cart> {
    return this.change(userId, async (tx, { lines }) => {
      const line = lines.find(
        (entry) => entry.productId === input.productId && entry.size === input.size,
      );
      if (!line) throw notFound(CART_MESSAGES.itemNotInCart);
      this.assertQuantity(lines, input.productId, input.size, input.quantity, line.stock);
      await tx
        .update(cartLines)
        .set({ quantity: input.quantity })
        .where(this.lineWhere(userId, input.productId, input.size));
    });
  }

  /** Takes one size of a product out, or every size when none is named. Gone already is fine. */
  remove(userId: string, productId: string, size: string | undefined): Promise<Cart> {
    return this.change(userId, async (tx) => {
      if (!isUuid(productId)) return;
      await tx.delete(cartLines).where(this.lineWhere(userId, productId, size));
    });
  }

  clear(userId: string): Promise<Cart> {
    return this.change(userId, async (tx) => {
      await tx.delete(cartLines).where(eq(cartLines.userId, userId));
      await tx.update(carts).set({ couponId: null, offerId: null }).where(eq(carts.userId, userId));
    });
  }

  applyCoupon(userId: string, code: string): Promise<Cart> {
    return this.change(userId, async (tx, { cart, lines }) => {
      if (lines.length === 0) throw badRequest(COUPON_CART_MESSAGES.emptyCart);
      if (cart.offerId) throw conflict(COUPON_CART_MESSAGES.withOffer);
      const coupon = await this.coupons.findByCode(tx, code);
      if (!coupon) throw badRequest(COUPON_CART_MESSAGES.invalid);
      const refusal = await this.coupons.refusal(tx, coupon, {
        userId,
        subtotalPaise: priceCart(lines, null).subtotalPaise,
      });
      if (refusal) throw badRequest(refusal);
      await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.userId, userId));
    });
  }

  applyOffer(userId: string, offerId: string): Promise<Cart> {
    return this.change(userId, async (tx, { cart, lines }) => {
      if (lines.length === 0) throw badRequest(OFFER_CART_MESSAGES.emptyCart);
      if (cart.couponId) throw conflict(OFFER_CART_MESSAGES.withCoupon);
      const offer = await this.offers.findById(tx, offerId);
      if (!offer || offer.isDeleted) throw notFound(OFFER_CART_MESSAGES.unavailable);
      const refusal = this.offers.refusal(offer, lines);
      if (refusal) throw badRequest(refusal);
      await tx.update(carts).set({ offerId: offer.id }).where(eq(carts.userId, userId));
    });
  }

  removePromotion(userId: string, kind: 'coupon' | 'offer'): Promise<Cart> {
    return this.change(userId, async (tx) => {
      await tx
        .update(carts)
        .set(kind === 'coupon' ? { couponId: null } : { offerId: null })
        .where(eq(carts.userId, userId));
    });
  }

  /** The spec's order: the stock of the size first, then 5 of a product across its sizes. */
  private assertQuantity(
    lines: readonly CartLine[],
    productId: string,
    size: string,
    quantity: number,
    stock: number,
  ): void {
    if (quantity > stock) throw badRequest(CART_MESSAGES.insufficientStock);
    if (productQuantity(lines, productId, size) + quantity > MAX_QUANTITY_PER_PRODUCT) {
      throw badRequest(CART_MESSAGES.quantityLimit);
    }
  }

  private lineWhere(userId: string, productId: string, size: string | undefined) {
    return and(
      eq(cartLines.userId, userId),
      eq(cartLines.productId, productId),
      size === undefined ? undefined : eq(cartLines.size, size),
    );
  }

  /**
   * Runs one change under the cart's lock, in its own transaction, and answers the cart after it.
   */
  private async change(
    userId: string,
    apply?: (tx: Tx, state: CartState) => Promise<void>,
  ): Promise<Cart> {
    return this.db.transaction(async (tx) => {
      const settled = await this.settle(tx, userId, apply);
      return toCartView(settled.lines, settled.promotion.view, settled.totals, settled);
    });
  }

  /**
   * The cart as an order takes it, settled under the cart's lock inside the order's transaction:
   * the lock is held until the order commits, so the cart cannot change underneath it.
   */
  forCheckout(tx: Tx, userId: string): Promise<SettledCart> {
    return this.settle(tx, userId);
  }

  /**
   * Settles the cart in a transaction of its own, so what settling changed is kept even when the
   * caller then refuses to go on; answers the notices (empty when nothing changed).
   */
  async settleNow(userId: string): Promise<string[]> {
    return (await this.change(userId)).notices;
  }

  /** An order took the cart's lines and used its promotion: the cart starts again empty. */
  async emptyAfterOrder(tx: Tx, userId: string): Promise<void> {
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    await tx
      .update(carts)
      .set({ couponId: null, offerId: null, shownPromotion: null, updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
  }

  /**
   * Locks the cart, settles the lines, applies the change, settles again, then re-checks the
   * promotion against the result and prices it.
   */
  private async settle(
    tx: Tx,
    userId: string,
    apply?: (tx: Tx, state: CartState) => Promise<void>,
  ): Promise<SettledCart> {
    await tx.insert(carts).values({ userId }).onConflictDoNothing();
    const [locked] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    const before = await settleLines(tx, this.catalog, userId);
    let after: SettledLines = {
      lines: before.lines,
      removed: [],
      reduced: [],
      removedNotices: [],
      reducedNotices: [],
      repriced: [],
    };
    let cart = locked;
    // Without a change the settled lines and the cart row are already as they will stay.
    if (apply) {
      await apply(tx, { cart: locked!, lines: before.lines });
      after = await settleLines(tx, this.catalog, userId);
      [cart] = await tx.select().from(carts).where(eq(carts.userId, userId));
    }
    const promotion = await this.settlePromotion(tx, cart!, after.lines);
    // The shopper's own choice of coupon or offer is no news to them; the shop's changes are.
    const chosenNow = cart!.couponId !== locked!.couponId || cart!.offerId !== locked!.offerId;
    const promotionNotice =
      chosenNow || after.lines.length === 0
        ? undefined
        : (promotion.dropped ?? shownPromotionChange(locked!.shownPromotion, promotion.shown));
    await tx
      .update(carts)
      .set({ shownPromotion: promotion.shown, updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
    const removed = [...before.removed, ...after.removed];
    const reduced = [...before.reduced, ...after.reduced];
    // The spec's sentence names no item; the shopper is told which item and size went.
    const notices = [
      ...(removed.length > 0
        ? [
            stockNotice(CART_MESSAGES.itemsRemoved, [
              ...before.removedNotices,
              ...after.removedNotices,
            ]),
          ]
        : []),
      ...(reduced.length > 0
        ? [
            stockNotice(CART_MESSAGES.itemsReduced, [
              ...before.reducedNotices,
              ...after.reducedNotices,
            ]),
          ]
        : []),
      ...before.repriced,
      ...after.repriced,
      ...(promotionNotice ? [promotionNotice] : []),
    ];
    return {
      lines: after.lines,
      promotion,
      totals: priceCart(after.lines, promotion.pricing),
      removed,
      reduced,
      notices,
    };
  }

  /**
   * The cart's coupon or offer, if it still applies to these lines; otherwise it is taken off and
   * the reason is returned as a notice (none when the cart is simply empty now).
   */
  private async settlePromotion(
    tx: Tx,
    cart: CartRow,
    lines: readonly CartLine[],
  ): Promise<SettledPromotion> {
    const none = {
      view: { coupon: null, offer: null },
      pricing: null,
      couponId: null,
      offerId: null,
      shown: null,
    };
    if (cart.couponId) {
      const coupon = await this.coupons.findById(tx, cart.couponId);
      const refusal =
        coupon &&
        (await this.coupons.refusal(tx, coupon, {
          userId: cart.userId,
          subtotalPaise: priceCart(lines, null).subtotalPaise,
        }));
      if (coupon && !refusal) {
        return {
          view: { coupon: this.coupons.applied(coupon), offer: null },
          pricing: { kind: 'coupon', percent: coupon.discountPercent },
          couponId: coupon.id,
          offerId: null,
          shown: {
            kind: 'coupon',
            id: coupon.id,
            label: couponLabel(coupon.code),
            percent: coupon.discountPercent,
          },
        };
      }
      await tx.update(carts).set({ couponId: null }).where(eq(carts.userId, cart.userId));
      if (lines.length === 0) return none;
      return {
        ...none,
        dropped: promotionDroppedNotice(
          couponLabel(coupon?.code ?? ''),
          refusal ?? COUPON_CART_MESSAGES.invalid,
        ),
      };
    }
    if (cart.offerId) {
      const offer = await this.offers.findById(tx, cart.offerId);
      const refusal = offer ? this.offers.refusal(offer, lines) : OFFER_CART_MESSAGES.unavailable;
      if (offer && !refusal) {
        const applied = await this.offers.applied(tx, offer);
        return {
          view: { coupon: null, offer: applied },
          pricing: { kind: 'offer', percent: offer.discountPercent, scope: offer },
          couponId: null,
          offerId: offer.id,
          shown: {
            kind: 'offer',
            id: offer.id,
            label: offerLabel(applied.offerDescription),
            percent: offer.discountPercent,
          },
        };
      }
      await tx.update(carts).set({ offerId: null }).where(eq(carts.userId, cart.userId));
      if (lines.length === 0) return none;
      const label = offer
        ? offerLabel((await this.offers.applied(tx, offer)).offerDescription)
        : 'The offer';
      return { ...none, dropped: promotionDroppedNotice(label, refusal ?? '') };
    }
    return none;
  }
}

const couponLabel = (code: string) => `Coupon ${code}`.trim();
const offerLabel = (description: string) => `The offer "${description}"`;

/**
 * What changed in the cart's coupon or offer since the shopper last saw it, when the shop changed
 * it: withdrawn (deleted while in the cart), or its discount changed. A cart seen before the
 * shop kept what it showed has nothing to compare with.
 */
function shownPromotionChange(
  before: ShownPromotion | null,
  now: ShownPromotion | null,
): string | undefined {
  if (!before) return undefined;
  if (!now || now.id !== before.id) return promotionWithdrawnNotice(before.label);
  if (now.percent !== before.percent) {
    return promotionChangedNotice(now.label, before.percent, now.percent);
  }
  return undefined;
}

/** Carts give up a coupon or offer the admin deletes, in the deleting transaction. */
export const cartPromotionHolders: PromotionHolders = {
  async forget(tx: Tx, promotion: PromotionRef): Promise<void> {
    if ('couponId' in promotion) {
      await tx.update(carts).set({ couponId: null }).where(eq(carts.couponId, promotion.couponId));
    } else {
      await tx.update(carts).set({ offerId: null }).where(eq(carts.offerId, promotion.offerId));
    }
  },
};
