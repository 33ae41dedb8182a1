/**
 * Orders' items. Apart from orders.ts because an item points at its parcel, and a parcel at its
 * order: in one file with orders, the shipping tables and the orders would import each other.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TRACKING_STATUSES } from '@littleloom/shared';
import { products } from './catalog';
import { createdAt, updatedAt, id } from './columns';
import { orders } from './orders';
import { parcels } from './shipping';

export const trackingStatusEnum = pgEnum('tracking_status', TRACKING_STATUSES);

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
    /**
     * The colour it was bought in, as the product named it then, so that two colours of one style
     * read apart on the order for good; null when the product had no colour.
     */
    colourName: text('colour_name'),
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
