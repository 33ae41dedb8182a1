/** GST invoices and credit notes: their number series and the frozen documents. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, createdAt, id } from './columns';
import { orders } from './orders';

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
