import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  MAX_IMAGES_PER_PRODUCT,
  PAGE_SIZE,
  PARCEL_FIELDS,
  PRODUCT_MESSAGES,
  STOCK_MESSAGES,
  toPaise,
  type AdminProduct,
  type ProductFields,
} from '@littleloom/shared';
import type { Database, Tx } from '../../../db/client';
import { categories, productImages, products, productSizes } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { containsPattern } from '../../../lib/like-pattern';
import type { ShopDays } from '../../../lib/shop-days';
import { isUuid } from '../../../lib/uuid';
import type { MediaService } from '../../media';
import type { CategoryService } from './category-service';
import { loadAdminProductViews, toAdminProductViews } from './admin-product-view';
import { categoryJoin, productColumns, type ProductRow } from '../product-view';
import { assertColourFitsStyle } from '../styles/product-styles-service';

/** The parcel figures the form sent: each left out is kept, each null is the category's again. */
function parcelColumnsFrom(fields: ProductFields) {
  const columns: Partial<Pick<ProductRow, (typeof PARCEL_FIELDS)[number]>> = {};
  for (const field of PARCEL_FIELDS) {
    const value = fields[field];
    if (value !== undefined) columns[field] = value;
  }
  return columns;
}

/**
 * When the sale stops: at the end of its last day, shop time. A product without a sale price has
 * no end; left out, an edit keeps the end the product had.
 */
function saleEndColumnFrom(fields: ProductFields, days: ShopDays) {
  if (fields.discountPrice === undefined) return { saleEndsAt: null };
  if (fields.saleEndsOn === undefined) return {};
  return { saleEndsAt: fields.saleEndsOn === null ? null : days.endOf(fields.saleEndsOn) };
}

function columnsFrom(fields: ProductFields, days: ShopDays) {
  return {
    name: fields.name,
    description: fields.description,
    brand: fields.brand,
    categoryId: fields.category,
    pricePaise: toPaise(fields.price),
    discountPricePaise: fields.discountPrice === undefined ? null : toPaise(fields.discountPrice),
    ...saleEndColumnFrom(fields, days),
    bestseller: fields.bestseller,
    isFeatured: fields.isFeatured,
    popularity: fields.popularity,
    // Left out, an edit keeps the product's HSN code; empty hands it back to the category.
    ...(fields.hsnCode === undefined ? {} : { hsnCode: fields.hsnCode }),
    // Left out, an edit keeps the product's colour; null (both fields empty) takes it away.
    ...(fields.colourName === undefined
      ? {}
      : { colourName: fields.colourName, colourHex: fields.colourHex ?? null }),
    ...parcelColumnsFrom(fields),
  };
}

type SizeLine = ProductFields['sizes'][number];

/** A size's stock as it is now; undefined when the product has no such size. */
async function stockNow(
  db: Database | Tx,
  productId: string,
  size: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row?.stock;
}

/** 409 naming the size and its figure now, which the screens show and start again from. */
function stockMoved(words: (size: string, stock: number) => string, size: string, stock: number) {
  return new AppError(409, words(size, stock), { size, stock });
}

/**
 * Writes the edit form's sizes in place, in the form's order (docs/decisions/0017): a size that
 * stays keeps its stock unless the form changed it from the figure it loaded (`stockSeen`), and
 * then only while the size still holds that figure; a new size takes its stock; a size left out
 * is removed. Updated in place rather than replaced, so an order reserving a size meanwhile finds
 * its row. Throws 409 for a size whose stock moved; the caller's transaction undoes the rest.
 */
async function applySizes(tx: Tx, productId: string, lines: readonly SizeLine[]): Promise<void> {
  const stored = await tx
    .select({ size: productSizes.size, position: productSizes.position })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  const existing = new Map(stored.map((row) => [row.size, row.position]));
  const listed = new Set(lines.map((line) => line.size));
  const gone = [...existing.keys()].filter((size) => !listed.has(size));
  if (gone.length > 0) {
    await tx
      .delete(productSizes)
      .where(and(eq(productSizes.productId, productId), inArray(productSizes.size, gone)));
  }
  // In the order orders take and put back sizes (stock-reservations.ts), so they never deadlock.
  const inLockOrder = [...lines.entries()].sort(([, a], [, b]) =>
    a.size < b.size ? -1 : a.size > b.size ? 1 : 0,
  );
  for (const [position, line] of inLockOrder) {
    if (!existing.has(line.size)) {
      await tx
        .insert(productSizes)
        .values({ productId, size: line.size, stock: line.stock, position });
      continue;
    }
    const thisSize = and(eq(productSizes.productId, productId), eq(productSizes.size, line.size));
    const seen = line.stockSeen;
    if (seen === undefined || seen === line.stock) {
      // Only when it moved: every write waits for orders holding the row.
      if (existing.get(line.size) !== position) {
        await tx.update(productSizes).set({ position }).where(thisSize);
      }
      continue;
    }
    const [moved] = await tx
      .update(productSizes)
      .set({ stock: line.stock, position })
      .where(and(thisSize, eq(productSizes.stock, seen)))
      .returning({ size: productSizes.size });
    if (!moved) {
      const now = (await stockNow(tx, productId, line.size)) ?? 0;
      throw stockMoved(STOCK_MESSAGES.changedSinceFormOpened, line.size, now);
    }
  }
}

/** The catalogue as the admin manages it: deleted products included and editable. */
export class ProductAdminService {
  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
    private readonly categories: CategoryService,
    private readonly days: ShopDays,
  ) {}

  async list(query: {
    page?: number | undefined;
    limit?: number | undefined;
    search?: string | undefined;
  }) {
    const limit = query.limit ?? PAGE_SIZE.adminProducts;
    const page = query.page ?? 1;
    const search = query.search?.trim();
    const where = search
      ? or(
          ilike(products.name, containsPattern(search)),
          ilike(products.brand, containsPattern(search)),
        )
      : undefined;
    const [total] = await this.db.select({ n: count() }).from(products).where(where);
    const pageIds = await this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const n = total?.n ?? 0;
    return {
      products: await loadAdminProductViews(
        this.db,
        this.media,
        pageIds.map((r) => r.id),
      ),
      total: n,
      page,
      pages: Math.ceil(n / limit),
    };
  }

  async get(id: string): Promise<AdminProduct> {
    if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(eq(products.id, id))
      .limit(1);
    const [product] = toAdminProductViews(this.media, rows);
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    return product;
  }

  private async assertCategory(categoryId: string): Promise<void> {
    if (!(await this.categories.exists(categoryId, { liveOnly: true }))) {
      throw badRequest(PRODUCT_MESSAGES.categoryRequired);
    }
  }

  /** Stores the images first; if the product cannot be written, they are removed again. */
  private async storeImages(files: Buffer[]): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const bytes of files) stored.push((await this.media.storeUpload(bytes)).public_id);
      return stored;
    } catch (error) {
      await Promise.all(stored.map((id) => this.media.remove(id)));
      throw error;
    }
  }

  async create(fields: ProductFields, files: Buffer[]): Promise<AdminProduct> {
    if (files.length === 0) throw badRequest(PRODUCT_MESSAGES.imagesRequired);
    if (files.length > MAX_IMAGES_PER_PRODUCT) throw badRequest(PRODUCT_MESSAGES.tooManyImages);
    await this.assertCategory(fields.category);
    const imageIds = await this.storeImages(files);
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values(columnsFrom(fields, this.days))
          .returning({ id: products.id });
        const productId = row!.id;
        await tx.insert(productSizes).values(
          fields.sizes.map((s, position) => ({
            productId,
            size: s.size,
            stock: s.stock,
            position,
          })),
        );
        await tx
          .insert(productImages)
          .values(imageIds.map((storageKey, position) => ({ productId, storageKey, position })));
        return productId;
      });
      return this.get(id);
    } catch (error) {
      await Promise.all(imageIds.map((imageId) => this.media.remove(imageId)));
      throw error;
    }
  }

  /**
   * Replaces the fields and sizes, keeps the listed existing images (in that order), adds the new
   * ones after them, and removes the files of images no longer kept. The images kept are decided
   * under the product's row lock, so a removal running at the same time cannot be undone by it.
   * Stock moves only as `applySizes` allows; a size whose stock moved since the form was opened
   * refuses the whole edit. A product in a style keeps a colour of its own in it.
   */
  async update(
    id: string,
    fields: ProductFields,
    keepImageIds: string[],
    files: Buffer[],
  ): Promise<AdminProduct> {
    const current = await this.get(id);
    if (files.length > MAX_IMAGES_PER_PRODUCT) throw badRequest(PRODUCT_MESSAGES.tooManyImages);
    if (fields.category !== current.category._id) await this.assertCategory(fields.category);
    const added = await this.storeImages(files);
    let dropped: string[];
    try {
      dropped = await this.db.transaction(async (tx) => {
        if (fields.colourName !== undefined) {
          await assertColourFitsStyle(tx, id, fields.colourName);
        }
        await tx
          .update(products)
          .set({ ...columnsFrom(fields, this.days), updatedAt: new Date() })
          .where(eq(products.id, id));
        const stored = await tx
          .select({ storageKey: productImages.storageKey })
          .from(productImages)
          .where(eq(productImages.productId, id));
        const currentIds = new Set(stored.map((row) => row.storageKey));
        const kept = [...new Set(keepImageIds)].filter((imageId) => currentIds.has(imageId));
        // Thrown, so the field changes above roll back with it.
        if (kept.length + added.length === 0) throw badRequest(PRODUCT_MESSAGES.imagesRequired);
        if (kept.length + added.length > MAX_IMAGES_PER_PRODUCT) {
          throw badRequest(PRODUCT_MESSAGES.tooManyImages);
        }
        await applySizes(tx, id, fields.sizes);
        await tx.delete(productImages).where(eq(productImages.productId, id));
        await tx.insert(productImages).values(
          [...kept, ...added].map((storageKey, position) => ({
            productId: id,
            storageKey,
            position,
          })),
        );
        return [...currentIds].filter((imageId) => !kept.includes(imageId));
      });
    } catch (error) {
      await Promise.all(added.map((imageId) => this.media.remove(imageId)));
      throw error;
    }
    await Promise.all(dropped.map((imageId) => this.media.remove(imageId)));
    return this.get(id);
  }

  /**
   * Removes one image, which must belong to the product when one is named. The product's row is
   * locked while its images are counted, so two removals at once cannot take its last image.
   */
  async removeImage(publicId: string, productId?: string): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const [image] = await tx
        .select({ productId: productImages.productId })
        .from(productImages)
        .where(eq(productImages.storageKey, publicId))
        .limit(1);
      if (!image || (productId !== undefined && image.productId !== productId)) {
        return { refusal: notFound(PRODUCT_MESSAGES.imageNotFound) };
      }
      await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, image.productId))
        .for('update');
      const [images] = await tx
        .select({ n: count() })
        .from(productImages)
        .where(eq(productImages.productId, image.productId));
      if ((images?.n ?? 0) <= 1) return { refusal: badRequest(PRODUCT_MESSAGES.lastImage) };
      const [row] = await tx
        .delete(productImages)
        .where(eq(productImages.storageKey, publicId))
        .returning({ storageKey: productImages.storageKey });
      return row
        ? { storageKey: row.storageKey }
        : { refusal: notFound(PRODUCT_MESSAGES.imageNotFound) };
    });
    if ('refusal' in removed) throw removed.refusal;
    await this.media.remove(removed.storageKey);
  }

  async setDeleted(id: string, isDeleted: boolean): Promise<AdminProduct> {
    if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
    const [row] = await this.db
      .update(products)
      .set({ isDeleted, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    return this.get(id);
  }

  /**
   * Sets one size's stock (the stock page). With `expectedStock`, only while the size still holds
   * the figure the page showed, else 409 with the figure now. Without it (the spec's client) the
   * figure is a count of what is on the shelf and replaces the stock in one row-locking statement
   * (docs/decisions/0017).
   */
  async setStock(
    productId: string,
    size: string,
    stock: number,
    expectedStock?: number,
  ): Promise<AdminProduct> {
    if (!isUuid(productId)) throw notFound(PRODUCT_MESSAGES.notFound);
    const thisSize = and(eq(productSizes.productId, productId), eq(productSizes.size, size));
    const [row] = await this.db
      .update(productSizes)
      .set({ stock })
      .where(
        expectedStock === undefined
          ? thisSize
          : and(thisSize, eq(productSizes.stock, expectedStock)),
      )
      .returning({ productId: productSizes.productId });
    if (!row) {
      await this.get(productId);
      const now = await stockNow(this.db, productId, size);
      if (now === undefined) throw notFound(STOCK_MESSAGES.sizeNotFound);
      throw stockMoved(STOCK_MESSAGES.changedOnStockPage, size, now);
    }
    await this.db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    return this.get(productId);
  }
}
