/** The seller's details. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

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
