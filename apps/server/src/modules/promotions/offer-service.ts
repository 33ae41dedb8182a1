import { and, desc, eq, gt } from 'drizzle-orm';
import {
  OFFER_CART_MESSAGES,
  PROMOTION_MESSAGES,
  isDayBefore,
  offerFitsCart,
  withPercentOff,
  type ActiveOffer,
  type AdminOffer,
  type AppliedOffer,
  type OfferFields,
  type ScopedLine,
} from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import { offers } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import { isUuid } from '../../lib/uuid';
import type { CatalogLookup } from '../catalog';
import type { PromotionHolders } from './holders';
import {
  toActiveOffer,
  toAdminOffer,
  toAppliedOffer,
  type OfferRow,
  type OfferScopeNames,
} from './views';

/** Offers: percent discounts on a product, a category, or (referral) a whole cart. */
export class OfferService {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly catalog: CatalogLookup,
    private readonly holders: PromotionHolders,
  ) {}

  async list(): Promise<AdminOffer[]> {
    const rows = await this.db
      .select()
      .from(offers)
      .where(eq(offers.isDeleted, false))
      .orderBy(desc(offers.createdAt), desc(offers.id));
    const names = await this.scopeNames(this.db, rows);
    return rows.map((row) => toAdminOffer(row, this.days, names));
  }

  /** What the shopper's cart may offer: active and unexpired, the biggest discounts first. */
  async listActive(): Promise<ActiveOffer[]> {
    const rows = await this.db
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.isDeleted, false),
          eq(offers.isActive, true),
          gt(offers.expiresAt, this.days.now()),
        ),
      )
      .orderBy(desc(offers.discountPercent), desc(offers.createdAt));
    const names = await this.scopeNames(this.db, rows);
    return rows.map((row) => toActiveOffer(row, this.days, names));
  }

  async create(fields: OfferFields): Promise<AdminOffer> {
    await this.assertValid(fields);
    const [row] = await this.db.insert(offers).values(this.columns(fields)).returning();
    return this.toAdmin(row!);
  }

  /**
   * Form A edits type, value, expiry and scope, and the code and description when it sends them
   * (empty clears them). Shoppers read the description beside the discount, so one the edit does
   * not send follows a new value: "12% off Boys" becomes "14% off Boys" (the web form sends both,
   * and refuses a description that names another percent; the spec's form A sends neither).
   */
  async update(id: string, fields: OfferFields): Promise<AdminOffer> {
    if (!isUuid(id)) throw notFound(PROMOTION_MESSAGES.offerNotFound);
    await this.assertValid(fields);
    const { code, description, ...rest } = this.columns(fields);
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ description: offers.description, discountPercent: offers.discountPercent })
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.isDeleted, false)))
        .for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(offers)
        .set({
          ...rest,
          ...(fields.code !== null ? { code } : {}),
          description:
            fields.description !== null
              ? description
              : withPercentOff(before.description, before.discountPercent, fields.discount),
          updatedAt: new Date(),
        })
        .where(eq(offers.id, id))
        .returning();
      return after;
    });
    if (!row) throw notFound(PROMOTION_MESSAGES.offerNotFound);
    return this.toAdmin(row);
  }

  /** Orders keep pointing at an offer they used, so it is marked deleted; carts lose it now. */
  async delete(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(PROMOTION_MESSAGES.offerNotFound);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(offers)
        .set({ isDeleted: true, isActive: false, updatedAt: new Date() })
        .where(and(eq(offers.id, id), eq(offers.isDeleted, false)))
        .returning({ id: offers.id });
      if (!row) throw notFound(PROMOTION_MESSAGES.offerNotFound);
      await this.holders.forget(tx, { offerId: id });
    });
  }

  async findById(db: DbOrTx, id: string): Promise<OfferRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
    return row;
  }

  /** Why the offer cannot discount these lines now, or null when it can. */
  refusal(offer: OfferRow, lines: readonly ScopedLine[]): string | null {
    if (offer.isDeleted || !offer.isActive) return OFFER_CART_MESSAGES.unavailable;
    if (offer.expiresAt.getTime() <= this.days.now().getTime()) return OFFER_CART_MESSAGES.expired;
    if (!offerFitsCart(offer, lines)) return OFFER_CART_MESSAGES.notApplicable;
    return null;
  }

  async applied(db: DbOrTx, offer: OfferRow): Promise<AppliedOffer> {
    return toAppliedOffer(offer, await this.scopeNames(db, [offer]));
  }

  private async toAdmin(row: OfferRow): Promise<AdminOffer> {
    return toAdminOffer(row, this.days, await this.scopeNames(this.db, [row]));
  }

  private columns(fields: OfferFields) {
    return {
      type: fields.type,
      code: fields.code || null,
      description: fields.description ?? '',
      discountPercent: fields.discount,
      productId: fields.productId,
      categoryId: fields.categoryId,
      referrerCode: fields.referrerCode,
      expiresAt: this.days.endOf(fields.expiryDate),
    };
  }

  /** The expiry is not past, and the product or category it covers is on sale. */
  private async assertValid(fields: OfferFields): Promise<void> {
    if (isDayBefore(fields.expiryDate, this.days.today())) {
      throw badRequest(PROMOTION_MESSAGES.expiryPast);
    }
    if (fields.productId !== null) {
      const product = isUuid(fields.productId)
        ? await this.catalog.product(this.db, fields.productId)
        : undefined;
      if (!product?.isLive) throw notFound(PROMOTION_MESSAGES.productNotFound);
    }
    if (fields.categoryId !== null) {
      const live =
        isUuid(fields.categoryId) &&
        (await this.catalog.isLiveCategory(this.db, fields.categoryId));
      if (!live) throw notFound(PROMOTION_MESSAGES.categoryNotFound);
    }
  }

  private async scopeNames(db: DbOrTx, rows: readonly OfferRow[]): Promise<OfferScopeNames> {
    const [products, categories] = await Promise.all([
      this.catalog.productNames(
        db,
        rows.flatMap((row) => (row.productId ? [row.productId] : [])),
      ),
      this.catalog.categoryNames(
        db,
        rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])),
      ),
    ]);
    return { products, categories };
  }
}
