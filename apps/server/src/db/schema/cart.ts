/** Shoppers' carts and their lines. */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, updatedAt } from './columns';
import { offers, coupons } from './promotions';

/** A cart's coupon or offer as the shopper was shown it. */
export interface ShownPromotion {
  kind: 'coupon' | 'offer';
  id: string;
  /** How the cart named it: `Coupon WELCOME10`, `The offer "10% off Girls"`. */
  label: string;
  percent: number;
}

export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id),
    offerId: uuid('offer_id').references(() => offers.id),
    /** The promotion as the shopper last saw it: any other now is a notice (see cart_lines). */
    shownPromotion: jsonb('shown_promotion').$type<ShownPromotion>(),
    updatedAt: updatedAt(),
  },
  (t) => [check('carts_one_promotion_check', sql`${t.couponId} IS NULL OR ${t.offerId} IS NULL`)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The piece's price when the shopper last saw the cart: a different price now is a notice,
     * and refuses checkout until they have seen it. Null on lines from before prices were kept.
     */
    shownUnitPricePaise: integer('shown_unit_price_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size] }),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
