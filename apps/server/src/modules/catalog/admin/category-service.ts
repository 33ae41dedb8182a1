import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  CATEGORY_MESSAGES,
  PAGE_SIZE,
  PARCEL_FIELDS,
  type Category,
  type CategoryFields,
} from '@littleloom/shared';
import type { Database } from '../../../db/client';
import { categories } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, notFound } from '../../../http/errors';
import { isUuid } from '../../../lib/uuid';

/**
 * A category as its routes give it: the HSN code of its goods and the GST rate in percent for
 * goods outside chapters 61–64, and one unit of its goods packed (what a product without figures
 * of its own is booked with).
 */
export type CategoryView = Category;

type CategoryRow = typeof categories.$inferSelect;

/**
 * The columns a category's form sets; tax and parcel fields left out keep their default or
 * current value.
 */
function columnsFrom(input: CategoryFields) {
  const parcel: Partial<Pick<CategoryRow, (typeof PARCEL_FIELDS)[number]>> = {};
  for (const field of PARCEL_FIELDS) {
    const value = input[field];
    if (value !== undefined) parcel[field] = value;
  }
  return {
    name: input.name,
    description: input.description,
    ...(input.hsnCode === undefined ? {} : { hsnCode: input.hsnCode }),
    ...(input.gstRate === undefined ? {} : { gstRateBp: input.gstRate * 100 }),
    ...parcel,
  };
}

const toView = (row: CategoryRow): CategoryView => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  hsnCode: row.hsnCode,
  gstRate: row.gstRateBp / 100,
  weightGrams: row.weightGrams,
  lengthCm: row.lengthCm,
  breadthCm: row.breadthCm,
  heightCm: row.heightCm,
  isDeleted: row.isDeleted,
  createdAt: row.createdAt.toISOString(),
});

export class CategoryService {
  constructor(private readonly db: Database) {}

  /** Categories the storefront and the product form offer. */
  async listActive(): Promise<CategoryView[]> {
    const rows = await this.db
      .select()
      .from(categories)
      .where(eq(categories.isDeleted, false))
      .orderBy(asc(sql`lower(${categories.name})`));
    return rows.map(toView);
  }

  async listAll(query: { page?: number | undefined; limit?: number | undefined }) {
    const limit = query.limit ?? PAGE_SIZE.adminCategories;
    const page = query.page ?? 1;
    const [total] = await this.db.select({ n: count() }).from(categories);
    const rows = await this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.createdAt), asc(categories.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const n = total?.n ?? 0;
    return { data: rows.map(toView), total: n, page, pages: Math.ceil(n / limit) };
  }

  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    const [clash] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          sql`lower(${categories.name}) = ${name.toLowerCase()}`,
          exceptId ? ne(categories.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw conflict(CATEGORY_MESSAGES.duplicate);
  }

  async add(input: CategoryFields): Promise<CategoryView> {
    await this.assertNameFree(input.name);
    try {
      const [row] = await this.db.insert(categories).values(columnsFrom(input)).returning();
      return toView(row!);
    } catch (error) {
      // Two admins adding the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicate);
      throw error;
    }
  }

  async update(id: string, input: CategoryFields): Promise<CategoryView> {
    if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
    await this.assertNameFree(input.name, id);
    try {
      const [row] = await this.db
        .update(categories)
        .set({ ...columnsFrom(input), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicate);
      throw error;
    }
  }

  /** Soft delete and restore: a deleted category's products leave the storefront, and come back. */
  async setDeleted(id: string, isDeleted: boolean): Promise<CategoryView> {
    if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
    const [row] = await this.db
      .update(categories)
      .set({ isDeleted, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    return toView(row);
  }

  async exists(id: string, { liveOnly }: { liveOnly: boolean }): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), liveOnly ? eq(categories.isDeleted, false) : undefined))
      .limit(1);
    return row !== undefined;
  }
}
