import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUPON_CART_MESSAGES,
  PROMOTION_MESSAGES,
  isDayBefore,
  toPaise,
  toRupees,
  type AppliedCoupon,
  type Coupon,
  type CouponFields,
} from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, coupons } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import { isUuid } from '../../lib/uuid';
import type { PromotionHolders } from './holders';
import { toAppliedCoupon, toCoupon, type CouponRow } from './views';

/** Coupons: the admin's codes, and whether one may discount a given shopper's cart. */
export class CouponService {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly holders: PromotionHolders,
  ) {}

  async list(): Promise<Coupon[]> {
    const rows = await this.db
      .select()
      .from(coupons)
      .where(eq(coupons.isDeleted, false))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    const uses = await this.useCounts(rows.map((row) => row.id));
    return rows.map((row) => toCoupon(row, this.days, uses.get(row.id) ?? 0));
  }

  async create(fields: CouponFields): Promise<Coupon> {
    this.assertFuture(fields.expiryDate);
    try {
      const [row] = await this.db
        .insert(coupons)
        .values({
          code: fields.code,
          discountPercent: fields.discount,
          minPurchasePaise: toPaise(fields.minPurchaseAmount),
          expiresAt: this.days.endOf(fields.expiryDate),
        })
        .returning();
      return toCoupon(row!, this.days, 0);
    } catch (error) {
      // The unique index on live codes decides, also for two admins creating one at once.
      if (isUniqueViolation(error)) throw conflict(PROMOTION_MESSAGES.couponDuplicate);
      throw error;
    }
  }

  /** Active to inactive and back (back-office.md §4). */
  async toggle(id: string): Promise<Coupon> {
    if (!isUuid(id)) throw notFound(PROMOTION_MESSAGES.couponNotFound);
    const [row] = await this.db
      .update(coupons)
      .set({ isActive: sql`not ${coupons.isActive}`, updatedAt: new Date() })
      .where(and(eq(coupons.id, id), eq(coupons.isDeleted, false)))
      .returning();
    if (!row) throw notFound(PROMOTION_MESSAGES.couponNotFound);
    const uses = await this.useCounts([row.id]);
    return toCoupon(row, this.days, uses.get(row.id) ?? 0);
  }

  /**
   * Orders keep pointing at a coupon they used, so it is marked deleted rather than removed; carts
   * holding it lose it in the same transaction.
   */
  async delete(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(PROMOTION_MESSAGES.couponNotFound);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(coupons)
        .set({ isDeleted: true, isActive: false, updatedAt: new Date() })
        .where(and(eq(coupons.id, id), eq(coupons.isDeleted, false)))
        .returning({ id: coupons.id });
      if (!row) throw notFound(PROMOTION_MESSAGES.couponNotFound);
      await this.holders.forget(tx, { couponId: id });
    });
  }

  /** A live coupon by its code, in any case; undefined when there is none. */
  async findByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(
        and(
          sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`,
          eq(coupons.isDeleted, false),
        ),
      )
      .limit(1);
    return row;
  }

  async findById(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row;
  }

  /** The coupon as a cart shows it once applied. */
  applied(row: CouponRow): AppliedCoupon {
    return toAppliedCoupon(row);
  }

  /**
   * Why the coupon cannot discount this shopper's cart now, or null when it can: it must be live,
   * active and unexpired, unused by the shopper, and the subtotal must reach its minimum.
   */
  async refusal(
    db: DbOrTx,
    coupon: CouponRow,
    shopper: { userId: string; subtotalPaise: number },
  ): Promise<string | null> {
    if (coupon.isDeleted) return COUPON_CART_MESSAGES.invalid;
    if (!coupon.isActive) return COUPON_CART_MESSAGES.inactive;
    if (coupon.expiresAt.getTime() <= this.days.now().getTime()) {
      return COUPON_CART_MESSAGES.expired;
    }
    if (await this.usedBy(db, coupon.id, shopper.userId)) return COUPON_CART_MESSAGES.alreadyUsed;
    if (shopper.subtotalPaise < coupon.minPurchasePaise) {
      return COUPON_CART_MESSAGES.minimum(toRupees(coupon.minPurchasePaise));
    }
    return null;
  }

  private async usedBy(db: DbOrTx, couponId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ couponId: couponUses.couponId })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  private async useCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ couponId: couponUses.couponId, uses: count() })
      .from(couponUses)
      .where(inArray(couponUses.couponId, ids))
      .groupBy(couponUses.couponId);
    return new Map(rows.map((row) => [row.couponId, row.uses]));
  }

  private assertFuture(day: string): void {
    if (isDayBefore(day, this.days.today())) throw badRequest(PROMOTION_MESSAGES.expiryPast);
  }
}
