/** Offers and coupons. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OFFER_TYPES } from '@littleloom/shared';
import { categories, products } from './catalog';
import { createdAt, updatedAt, id } from './columns';

export const offerTypeEnum = pgEnum('offer_type', OFFER_TYPES);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    type: offerTypeEnum('type').notNull(),
    code: text('code'),
    description: text('description').notNull().default(''),
    discountPercent: integer('discount_percent').notNull(),
    productId: uuid('product_id').references(() => products.id),
    categoryId: uuid('category_id').references(() => categories.id),
    referrerCode: text('referrer_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_discount_check', sql`${t.discountPercent} BETWEEN 1 AND 100`),
    check(
      'offers_scope_check',
      sql`(${t.type} <> 'product' OR ${t.productId} IS NOT NULL) AND (${t.type} <> 'category' OR ${t.categoryId} IS NOT NULL)`,
    ),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    minPurchasePaise: integer('min_purchase_paise').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A deleted coupon frees its code for a new one (uses are counted per coupon, not per code).
    uniqueIndex('coupons_live_code_lower_key')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.isDeleted} = false`),
    check('coupons_discount_check', sql`${t.discountPercent} BETWEEN 1 AND 100`),
    check('coupons_min_purchase_check', sql`${t.minPurchasePaise} >= 100`),
  ],
);
