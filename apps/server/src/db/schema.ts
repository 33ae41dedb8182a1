/**
 * The whole data model in one drizzle schema. Money columns are whole paise (integers); stock and
 * balances carry CHECK constraints so no code path can take them below zero.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CATEGORY_GST_RATE,
  DEFAULT_CATEGORY_HSN,
  DEFAULT_PARCEL_DIMENSIONS,
  OFFER_TYPES,
  PARCEL_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REVIEW_STATUSES,
  ROLES,
  TRACKING_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from '@littleloom/shared';

/** GST on an amount, as it was worked out when the order was placed (paise, basis points). */
export interface TaxSnapshot {
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Bytes stored as they are (PostgreSQL `bytea`). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const roleEnum = pgEnum('role', ROLES);
export const otpPurposeEnum = pgEnum('otp_purpose', ['register', 'reset']);
export const offerTypeEnum = pgEnum('offer_type', OFFER_TYPES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const trackingStatusEnum = pgEnum('tracking_status', TRACKING_STATUSES);
export const walletTxTypeEnum = pgEnum('wallet_transaction_type', WALLET_TRANSACTION_TYPES);
export const gatewayPurposeEnum = pgEnum('gateway_purpose', ['order', 'wallet_topup']);
/**
 * A gateway order is `created` (payable), `paid` (its payment was applied), `failed` (its last
 * attempt failed; the gateway still takes another) or `voided` (superseded by a newer one, or its
 * order closed: a payment that still arrives for it is given back).
 */
export const gatewayStatusEnum = pgEnum('gateway_status', ['created', 'paid', 'failed', 'voided']);
/**
 * What became of a captured payment: `applied` to its order or top-up; otherwise it is given back,
 * `refund_due` until the gateway confirms the refund (`refunded`), or `credited` to the shopper's
 * wallet when the gateway refuses to refund it.
 */
export const capturedPaymentOutcomeEnum = pgEnum('captured_payment_outcome', [
  'applied',
  'refund_due',
  'refunded',
  'credited',
]);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'failed']);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Bumped to end every session of the account at once (blocking, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Someone tried to register this unverified e-mail again with another password. Whoever set
     * the stored one may not own the address, so verification removes it (the owner sets one
     * through a reset) rather than hand the owner an account a stranger can sign in to.
     */
    passwordDisputed: boolean('password_disputed').notNull().default(false),
    googleSubject: text('google_subject'),
    /**
     * When the shopper asked, through the link in a mail, for no more invitations to review what
     * they bought; null while they still get them.
     */
    reviewInvitationsOffAt: timestamp('review_invitations_off_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullname: text('fullname').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- catalogue

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

// ---------------------------------------------------------------- promotions

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

// ---------------------------------------------------------------- carts and wishlists

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

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

// ---------------------------------------------------------------- reviews

export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

/**
 * A buyer's review of a product they received: one per shopper and product. Published at once;
 * the shop can hide one (with the reason its author is shown) but never deletes it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The delivered item that made the author a buyer: the size shown beside the review. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The name as the author chose to show it. */
    reviewerName: text('reviewer_name').notNull(),
    status: reviewStatusEnum('status').notNull().default('published'),
    /** Why the shop hid it, as its author is told. */
    hiddenReason: text('hidden_reason'),
    /** The shop's public answer, shown under the review. */
    shopReply: text('shop_reply'),
    shopRepliedAt: timestamp('shop_replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'product_reviews_hidden_check',
      sql`(${t.status} = 'hidden') = (${t.hiddenReason} IS NOT NULL)`,
    ),
    check('product_reviews_counts_check', sql`${t.helpfulCount} >= 0 AND ${t.reportCount} >= 0`),
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    // A product's reviews as shoppers page through them: newest, or most helpful, first.
    index('product_reviews_product_new_idx')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The invitation to review an order's items, recorded when the first of them is delivered: at
 * most one per order, however many deliveries it comes in.
 */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A shopper's hidden review of a product that they deleted: their next review of it is written
 * hidden, with this reason, until the shop publishes it, so deleting and writing again cannot
 * undo the shop's decision.
 */
export const reviewHolds = pgTable(
  'review_holds',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hiddenReason: text('hidden_reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

/** "Helpful": one per shopper and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A report of a review, with its reason: one per shopper and review, however often sent. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// ---------------------------------------------------------------- orders and payments

export interface AddressSnapshot {
  fullname: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Numbers orders for people: LL-2611-00042 (year and month, then a count that only grows). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number')
      .notNull()
      .default(
        sql`'LL-' || to_char(now(), 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 5, '0')`,
      ),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('Pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    finalPricePaise: integer('final_price_paise').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    offerId: uuid('offer_id').references(() => offers.id),
    refundProcessed: boolean('refund_processed').notNull().default(false),
    /** Card orders left unpaid past this moment are cancelled and their stock released. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /**
     * Where the goods are supplied (the delivery address's state) and the seller's state when the
     * order was placed: the same state means CGST and SGST, another IGST. Null on orders placed
     * before the shop recorded tax, and the seller's state while its details were not set up.
     */
    placeOfSupply: text('place_of_supply'),
    sellerState: text('seller_state'),
    /** The delivery charge's GST, taxed with the goods at the principal line's rate. */
    deliveryTax: jsonb('delivery_tax').$type<TaxSnapshot>(),
    /** The tax invoice's serial, given when the first item ships; null until then. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 AND ${t.discountPaise} >= 0 AND ${t.deliveryChargePaise} >= 0`,
    ),
    check('orders_discount_le_subtotal_check', sql`${t.discountPaise} <= ${t.subtotalPaise}`),
    check(
      'orders_final_price_check',
      sql`${t.finalPricePaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryChargePaise}`,
    ),
    check('orders_quantity_check', sql`${t.totalQuantity} >= 1`),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    check('orders_invoice_check', sql`(${t.invoiceNumber} IS NULL) = (${t.invoicedAt} IS NULL)`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} IN ('Pending', 'Processing', 'Failed')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /**
     * The line's own share of the order's discount, worked out once at placement by the pricing
     * that priced the cart (an offer discounts only the lines it covers). Refunds, credit notes,
     * invoices and the tax split read it; nothing recomputes it.
     */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * GST as worked out when the order was placed: the HSN code, the rate in basis points, and the
     * line's value after its share of the discount split into taxable value and tax. Null on
     * orders placed before the shop recorded tax.
     */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    /**
     * Listed on the order's tax invoice: every item not cancelled when it was issued. An item
     * cancelled before then was never supplied; one cancelled after gets a credit note.
     */
    onInvoice: boolean('on_invoice').notNull().default(false),
    trackingStatus: trackingStatusEnum('tracking_status').notNull().default('PENDING'),
    /** Why the admin did not accept the item's return, as the shopper is told it. */
    returnRejectionReason: text('return_rejection_reason'),
    /** The courier parcel the item travels in; null while none is booked for it. */
    parcelId: uuid('parcel_id').references((): AnyPgColumn => parcels.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_price_check', sql`${t.unitPricePaise} > 0`),
    check(
      'order_items_discount_check',
      sql`${t.discountPaise} >= 0 AND ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_parcel_idx')
      .on(t.parcelId)
      .where(sql`${t.parcelId} IS NOT NULL`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: id(),
    purpose: gatewayPurposeEnum('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's order id (Razorpay or the simulator). */
    gatewayOrderId: text('gateway_order_id').notNull(),
    /** Set once, when a verified payment is applied; unique so a payment is applied only once. */
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: gatewayStatusEnum('status').notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gateway_payments_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('gateway_payments_gateway_payment_key').on(t.gatewayPaymentId),
    check('gateway_payments_amount_check', sql`${t.amountPaise} > 0`),
    check('gateway_payments_order_check', sql`${t.purpose} <> 'order' OR ${t.orderId} IS NOT NULL`),
    index('gateway_payments_order_idx').on(t.orderId),
  ],
);

/** One item's part of a refund: which item, and what of its value went back. */
export interface RefundedItem {
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  amountPaise: number;
}

/**
 * Money an order gave back to the shopper's wallet, one row per refund, written in the same
 * transaction as the wallet's credit: which items it was for and what each gave back, and the
 * delivery charge when it came back too. The order pages and the sales report read refunds here.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'cancelled' | 'returned'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Of the amount, the delivery charge given back with the last item. */
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    /** Null on refunds made before items were recorded with them. */
    items: jsonb('items').$type<RefundedItem[]>(),
    walletTransactionId: uuid('wallet_transaction_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('order_refunds_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'order_refunds_delivery_check',
      sql`${t.deliveryPaise} >= 0 AND ${t.deliveryPaise} <= ${t.amountPaise}`,
    ),
    check('order_refunds_reason_check', sql`${t.reason} IN ('cancelled', 'returned')`),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_created_idx').on(t.createdAt),
  ],
);

/**
 * Every payment the gateway captured, once (by its payment id): the one that paid its order or
 * top-up, and any other (a second capture, a payment of a superseded gateway order, of an order
 * already paid or cancelled), which is given back: refunded through the gateway, or credited to the
 * shopper's wallet when the gateway refuses. Nothing captured is kept without a row here.
 */
export const capturedPayments = pgTable(
  'captured_payments',
  {
    id: id(),
    /** The gateway order it paid (gateway_payments). */
    gatewayOrderRowId: uuid('gateway_order_row_id')
      .notNull()
      .references(() => gatewayPayments.id),
    /** The gateway's payment id (pay_…). */
    paymentId: text('payment_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    outcome: capturedPaymentOutcomeEnum('outcome').notNull(),
    /** Why a payment that was not applied is given back, in the shop's words. */
    reason: text('reason'),
    /** The gateway's refund id once it refunded the payment. */
    refundId: text('refund_id'),
    /** Tries at refunding through the gateway; the next may start at `nextAttemptAt`. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('captured_payments_payment_key').on(t.paymentId),
    check('captured_payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'captured_payments_reason_check',
      sql`(${t.outcome} = 'applied') = (${t.reason} IS NULL)`,
    ),
    index('captured_payments_order_idx').on(t.orderId),
    index('captured_payments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.outcome} = 'refund_due'`),
  ],
);

/**
 * Replies to requests sent with an Idempotency-Key, so a repeat (a double-pressed Pay Now, a retry
 * after a dropped connection) is answered with the first reply instead of being applied again.
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which call the key belongs to, e.g. `orders.create`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotent_replies_created_idx').on(t.createdAt),
  ],
);

/** Webhook events already applied, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

// ---------------------------------------------------------------- parcels

export const parcelStatusEnum = pgEnum('parcel_status', PARCEL_STATUSES);

/**
 * A parcel booked with a courier for some of an order's items. The row is written before the
 * courier is asked (BOOKING), so a second Ship finds it and books nothing; the courier's answer
 * (AWB, ids) fills it in afterwards, and its scans move it on.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'shiprocket' | 'simulator'>().notNull(),
    status: parcelStatusEnum('status').notNull().default('BOOKING'),
    /** When the booking under way began: one that stalls longer than a while may be taken over. */
    bookingStartedAt: timestamp('booking_started_at', { withTimezone: true }).notNull(),
    bookingError: text('booking_error'),
    courierName: text('courier_name'),
    awb: text('awb'),
    /** The courier's own ids, kept as soon as each is known, so a retried booking reuses them. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    trackingUrl: text('tracking_url'),
    /** The courier's own label, when it prints one (Shiprocket); else the shop prints its own. */
    courierLabelUrl: text('courier_label_url'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** What the courier collects at the door; 0 for a prepaid parcel. */
    codPaise: integer('cod_paise').notNull().default(0),
    /** The courier is still to be told that the shipment is cancelled (or to bring it back). */
    courierCancelPending: boolean('courier_cancel_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parcels_awb_key').on(t.provider, t.awb),
    index('parcels_order_idx').on(t.orderId),
    index('parcels_cancel_pending_idx')
      .on(t.id)
      .where(sql`${t.courierCancelPending}`),
    check(
      'parcels_measures_check',
      sql`${t.weightGrams} > 0 AND ${t.lengthCm} > 0 AND ${t.breadthCm} > 0 AND ${t.heightCm} > 0 AND ${t.codPaise} >= 0`,
    ),
  ],
);

/**
 * The courier's scans of a parcel, each kept once: a webhook sent twice, or a scan repeated in a
 * later webhook, adds nothing.
 */
export const parcelScans = pgTable(
  'parcel_scans',
  {
    id: id(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    status: parcelStatusEnum('status').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    location: text('location'),
    note: text('note'),
    /**
     * The scan contradicts where the parcel had already settled (delivered, then "RTO delivered"):
     * kept and shown to the admin as needing attention, but it moves no status and no money.
     */
    contradicts: boolean('contradicts').notNull().default(false),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parcel_scans_once_key').on(t.parcelId, t.status, t.happenedAt),
    index('parcel_scans_contradicts_idx')
      .on(t.parcelId)
      .where(sql`${t.contradicts}`),
  ],
);

/**
 * The admin asked the courier to try a failed delivery again: once per failed attempt (the
 * DELIVERY_FAILED scan it answers), so a second press is refused and the parcel's timeline shows
 * each request and its time.
 */
export const parcelReattempts = pgTable(
  'parcel_reattempts',
  {
    id: id(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    failedScanId: uuid('failed_scan_id')
      .notNull()
      .references(() => parcelScans.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('parcel_reattempts_once_key').on(t.failedScanId),
    index('parcel_reattempts_parcel_idx').on(t.parcelId),
  ],
);

/**
 * The built-in courier's own book of the parcels it carries: what a courier's systems would hold.
 * Its clock moves each on a step at a time, and each step is sent to the shop as a webhook.
 */
export const simulatedParcels = pgTable(
  'simulated_parcels',
  {
    awb: text('awb').primaryKey(),
    /** The shop's reference for the parcel (its id), sent back in every webhook. */
    reference: text('reference').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    transitDays: integer('transit_days').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** How many of its journey's steps have been sent. */
    stepsSent: integer('steps_sent').notNull().default(0),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** Cancelled before pickup: its journey ends. */
    cancelled: boolean('cancelled').notNull().default(false),
    /** When the shop asked for it back after pickup: its journey turns home from then. */
    returnAskedAt: timestamp('return_asked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('simulated_parcels_reference_key').on(t.reference),
    index('simulated_parcels_due_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------- wallet

export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balancePaise} >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    /**
     * The order in which balances changed: taken when the line is written, under the wallet's row
     * lock, so a shopper's lines read in this order show each balance after the one before.
     * (`created_at` is when the transaction began, which concurrent ones do not keep in order.)
     */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    userId: uuid('user_id').notNull(),
    type: walletTxTypeEnum('type').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    gatewayPaymentId: uuid('gateway_payment_id').references(() => gatewayPayments.id),
    // The moment the line is written, under the wallet's lock: in step with `seq`.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({ columns: [t.userId], foreignColumns: [wallets.userId] }).onDelete('cascade'),
    check('wallet_transactions_amount_check', sql`${t.amountPaise} > 0`),
    check('wallet_transactions_balance_check', sql`${t.balanceAfterPaise} >= 0`),
    index('wallet_transactions_user_seq_idx').on(t.userId, t.seq),
    uniqueIndex('wallet_transactions_seq_key').on(t.seq),
    index('wallet_transactions_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- mail

/**
 * Mail waiting to leave. Requests only add rows, so a reply never waits for a mail server and
 * takes the same time whether or not anyone will be mailed; the server drains the queue, retrying
 * with back-off. A row is deleted once sent: codes do not linger.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    /**
     * Set while the mail is still to be written, at send time, by the module that registered this
     * composer (a reset code: whether the address has an account is decided off the request path).
     */
    composer: text('composer'),
    /** What a requested mail is about (an order's id), for its composer to look up. */
    about: text('about'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The one-time code the mail carries, for the development console line. */
    code: text('code'),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The address a mail program offers as "Unsubscribe" (the List-Unsubscribe header). */
    unsubscribeUrl: text('unsubscribe_url'),
    /** When the next try may start; a claimed row is pushed ahead, so a crashed sender retries. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When mail requested for later falls due; null for mail due as soon as it is queued. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_queue_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

// ---------------------------------------------------------------- the seller

/**
 * The seller's details, printed on invoices and shown to shoppers. One row at
 * most, always id 1: an administrator fills it in under Settings.
 */
export const sellerDetails = pgTable(
  'seller_details',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    /** Null until the shop is registered for GST. */
    gstin: text('gstin'),
    grievanceOfficerName: text('grievance_officer_name').notNull(),
    grievanceOfficerEmail: text('grievance_officer_email').notNull(),
    grievanceOfficerPhone: text('grievance_officer_phone').notNull(),
    /** Where couriers collect parcels: all null until filled in, then all set. */
    pickupPhone: text('pickup_phone'),
    pickupStreet: text('pickup_street'),
    pickupCity: text('pickup_city'),
    pickupState: text('pickup_state'),
    pickupPin: text('pickup_pin'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('seller_details_one_row', sql`${t.id} = 1`),
    check(
      'seller_details_pickup_whole',
      sql`num_nulls(${t.pickupPhone}, ${t.pickupStreet}, ${t.pickupCity}, ${t.pickupState}, ${t.pickupPin}) IN (0, 5)`,
    ),
  ],
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

/**
 * Consecutive series of documents (tax invoices, credit notes), one per financial year: the last
 * number given. A serial is taken by raising it inside the transaction that issues the document,
 * so the row stays locked until that commits, and a rollback gives the number back: no gaps.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    /** The calendar year in which the financial year began (2026 for 2026-27). */
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_series_number_check', sql`${t.lastNumber} >= 1`),
  ],
);

/** A line of a credit note: what it takes back of an invoiced line, tax included. */
export interface CreditNoteLine {
  /** The order item, or null for the delivery charge. */
  itemId: string | null;
  description: string;
  hsnCode: string;
  quantity: number;
  unit: 'PCS' | 'PRS';
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Credit notes: items of an invoiced order cancelled or returned, their taxable value and tax
 * taken back, numbered in a series of their own (document_series, kind creditNote).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The invoice the note reduces. */
    invoiceNumber: text('invoice_number').notNull(),
    reason: text('reason').$type<'cancelled' | 'returned'>().notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('credit_notes_reason_check', sql`${t.reason} IN ('cancelled', 'returned')`),
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);

/**
 * Tax invoices and credit notes as issued: the PDF written when the document was numbered, kept
 * as it was, so every later download is the same file whatever changes afterwards (the seller's
 * details, the shop's templates). A correction is a new document, never an edit.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invoice' | 'creditNote'>().notNull(),
    /** The document's serial (LL/26-27/000001, LLC/26-27/000001). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    pdf: bytes('pdf').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('issued_documents_kind_check', sql`${t.kind} IN ('invoice', 'creditNote')`),
    uniqueIndex('issued_documents_number_key').on(t.number),
    index('issued_documents_order_idx').on(t.orderId),
  ],
);

/**
 * Mail the shop wrote while it has no mail server: the outbox the back office reads. A queued mail
 * is written here and leaves the queue in one transaction, so a crash can neither lose it nor
 * write it twice, and every server process reads the same outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The queue row it was written from: each is written once. */
    queueId: uuid('queue_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The whole message as a mail client opens it (an .eml file). */
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_queue_key').on(t.queueId),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);

/**
 * One row the health check rewrites now and then: a database that can be read but not written
 * (a full disk) is reported as such, not as up.
 */
export const writeProbe = pgTable(
  'write_probe',
  {
    id: integer('id').primaryKey().default(1),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('write_probe_one_row', sql`${t.id} = 1`)],
);
