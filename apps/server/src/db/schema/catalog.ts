/** The catalogue: categories, products with their sizes and pictures, and search synonyms. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CATEGORY_GST_RATE,
  DEFAULT_CATEGORY_HSN,
  DEFAULT_PARCEL_DIMENSIONS,
} from '@littleloom/shared';
import { createdAt, updatedAt, id } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The HSN code of the category's goods, unless a product has its own. */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_CATEGORY_HSN),
    /** GST in basis points (5% is 500), for goods outside HSN chapters 61–64. */
    gstRateBp: integer('gst_rate_bp')
      .notNull()
      .default(DEFAULT_CATEGORY_GST_RATE * 100),
    /** What one unit of the category's goods weighs packed, and its box, unless a product says. */
    weightGrams: integer('weight_grams').notNull().default(DEFAULT_PARCEL_DIMENSIONS.weightGrams),
    lengthCm: integer('length_cm').notNull().default(DEFAULT_PARCEL_DIMENSIONS.lengthCm),
    breadthCm: integer('breadth_cm').notNull().default(DEFAULT_PARCEL_DIMENSIONS.breadthCm),
    heightCm: integer('height_cm').notNull().default(DEFAULT_PARCEL_DIMENSIONS.heightCm),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    check('categories_gst_rate_check', sql`${t.gstRateBp} IN (0, 500, 1800, 4000)`),
    check(
      'categories_parcel_check',
      sql`${t.weightGrams} > 0 AND ${t.lengthCm} > 0 AND ${t.breadthCm} > 0 AND ${t.heightCm} > 0`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    pricePaise: integer('price_paise').notNull(),
    /** Optional sale price; below the price when set. */
    discountPricePaise: integer('discount_price_paise'),
    /**
     * When the sale price stops: the end of its last day in the shop's time zone (exclusive), or
     * null for a sale with no end. Cleared with the sale price, by the admin or, once it has
     * passed, by the ended-sales job (modules/catalog/ended-sales.ts).
     */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    bestseller: boolean('bestseller').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    /**
     * The average of the product's published reviews in tenths of a star (10..50, so 4.3 stars is
     * 43), 0 while it has none; kept with `reviewCount` and `ratingTotal` in the transaction of
     * every review change, never entered by hand.
     */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    /** Published reviews, and the sum of their stars. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The product's own HSN code; null means its category's. */
    hsnCode: text('hsn_code'),
    /** The colour the product comes in, as shoppers read it ("Mint green"); null when it has none. */
    colourName: text('colour_name'),
    /** The colour's dot, `#rrggbb` in lower case; set exactly when the name is. */
    colourHex: text('colour_hex'),
    /**
     * Products of one style differ only in colour, and share this id; null for a product on its
     * own. Each stays a product (sizes, stock, pictures, price), so orders need no change.
     */
    styleId: uuid('style_id'),
    /** One unit packed, in grams, and its box in cm; null means the category's. */
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    breadthCm: integer('breadth_cm'),
    heightCm: integer('height_cm'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check(
      'products_colour_check',
      sql`(${t.colourName} IS NULL) = (${t.colourHex} IS NULL) AND (${t.colourHex} IS NULL OR ${t.colourHex} ~ '^#[0-9a-f]{6}$')`,
    ),
    // A style is read whole (every colour of it) for each product page and card.
    index('products_style_idx')
      .on(t.styleId)
      .where(sql`${t.styleId} IS NOT NULL`),
    check(
      'products_discount_price_check',
      sql`${t.discountPricePaise} IS NULL OR (${t.discountPricePaise} > 0 AND ${t.discountPricePaise} < ${t.pricePaise})`,
    ),
    // The ended-sales job looks every minute for sales whose end has passed.
    index('products_sale_ends_idx')
      .on(t.saleEndsAt)
      .where(sql`${t.saleEndsAt} IS NOT NULL`),
    check('products_rating_check', sql`${t.ratingTenths} BETWEEN 0 AND 50`),
    check(
      'products_reviews_check',
      sql`${t.reviewCount} >= 0 AND ${t.ratingTotal} BETWEEN ${t.reviewCount} AND 5 * ${t.reviewCount}`,
    ),
    check('products_popularity_check', sql`${t.popularity} >= 0`),
    check(
      'products_parcel_check',
      sql`coalesce(${t.weightGrams}, 1) > 0 AND coalesce(${t.lengthCm}, 1) > 0 AND coalesce(${t.breadthCm}, 1) > 0 AND coalesce(${t.heightCm}, 1) > 0`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_created_at_idx').on(t.createdAt),
    // Search: trigram indexes serve case-insensitive substring matches (ILIKE '%...%').
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    // Counting live products per category is an index-only scan of this one.
    index('products_live_category_idx')
      .on(t.categoryId)
      .where(sql`${t.isDeleted} = false`),
    // Storefront sorts read live products in these orders, a page at a time.
    index('products_live_price_idx')
      .on(sql`coalesce(${t.discountPricePaise}, ${t.pricePaise})`)
      .where(sql`${t.isDeleted} = false`),
    index('products_live_popularity_idx')
      .on(t.popularity.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false`),
    index('products_live_rating_idx')
      .on(t.ratingTenths.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false`),
    index('products_live_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
    index('products_live_new_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false`),
    index('products_live_relevant_idx')
      .on(
        t.bestseller.desc().nullsFirst(),
        t.popularity.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
      )
      .where(sql`${t.isDeleted} = false`),
    // Filters by brand and colour: equality on a few values, which the trigram index serves slowly.
    index('products_live_brand_idx')
      .on(t.brand)
      .where(sql`${t.isDeleted} = false`),
    // Colours are matched whatever their case, as shoppers type them.
    index('products_live_colour_idx')
      .on(sql`lower(${t.colourName})`)
      .where(sql`${t.isDeleted} = false AND ${t.colourName} IS NOT NULL`),
    index('products_live_featured_idx')
      .on(t.isFeatured.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_sizes_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    /** The storage key, sent to clients as public_id. */
    storageKey: text('storage_key').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * The owner's search synonyms: each row one group of words parents use for the same thing
 * ("frock", "dress"), in the order the owner lists them. A search for one word of a group also
 * finds what the others name (docs/decisions/0038). Replaced whole when the owner saves; every
 * change drops the cached catalogue replies (a trigger, as for products).
 */
export const searchSynonymGroups = pgTable(
  'search_synonym_groups',
  {
    position: integer('position').primaryKey(),
    words: text('words').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonym_groups_two_words', sql`cardinality(${t.words}) >= 2`)],
);
