import { and, count, desc, eq } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES,
  SHIPPING_COUNTRY,
  type Address,
  type AddressFields,
} from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  fullname: row.fullname,
  phone: row.phone,
  street: row.street,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  createdAt: row.createdAt.toISOString(),
});

/** A shopper's saved delivery addresses. Another shopper's address is "not found". */
export class AddressService {
  constructor(private readonly db: Database) {}

  async list(userId: string): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  async add(userId: string, fields: AddressFields): Promise<Address> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if ((held?.n ?? 0) >= MAX_ADDRESSES) throw badRequest(ADDRESS_MESSAGES.tooMany);
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...fields, country: SHIPPING_COUNTRY })
        .returning();
      return toAddress(row!);
    });
  }

  async update(userId: string, id: string, fields: AddressFields): Promise<Address> {
    if (!isUuid(id)) throw notFound(ADDRESS_MESSAGES.notFound);
    const [row] = await this.db
      .update(addresses)
      .set({ ...fields, country: SHIPPING_COUNTRY, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
    return toAddress(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(ADDRESS_MESSAGES.notFound);
    const [row] = await this.db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  }

  /** The shopper's own address, for an order to copy; undefined when it is not theirs. */
  async findOwn(db: DbOrTx, userId: string, id: string): Promise<Address | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    return row ? toAddress(row) : undefined;
  }
}
