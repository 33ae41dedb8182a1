import type { Tx } from '../db/client';
import { coupons, offers } from '../db/schema';
import type { ShopDays } from '../lib/shop-days';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Coupons and offers a newcomer meets in the cart: codes that work (one with a minimum), one that
 * has expired and one switched off, and an offer of each type.
 */
export async function seedDemoPromotions(
  tx: Tx,
  days: ShopDays,
  scope: { productId: string; productName: string; categoryId: string; categoryName: string },
): Promise<{ coupons: number; offers: number }> {
  const inDays = (n: number) => days.endOf(days.dayOf(new Date(days.now().getTime() + n * DAY_MS)));
  const couponRows = await tx
    .insert(coupons)
    .values([
      { code: 'WELCOME10', discountPercent: 10, minPurchasePaise: 100, expiresAt: inDays(90) },
      { code: 'BIG20', discountPercent: 20, minPurchasePaise: 200_000, expiresAt: inDays(60) },
      { code: 'FESTIVE25', discountPercent: 25, minPurchasePaise: 100, expiresAt: inDays(-1) },
      {
        code: 'PAUSED15',
        discountPercent: 15,
        minPurchasePaise: 100,
        expiresAt: inDays(30),
        isActive: false,
      },
    ])
    .returning({ id: coupons.id });
  const offerRows = await tx
    .insert(offers)
    .values([
      {
        type: 'product',
        code: 'TEE15',
        description: `15% off ${scope.productName}`,
        discountPercent: 15,
        productId: scope.productId,
        expiresAt: inDays(60),
      },
      {
        type: 'category',
        code: `${scope.categoryName.toUpperCase().replace(/[^A-Z]/g, '')}10`,
        description: `${scope.categoryName} week: 10% off`,
        discountPercent: 10,
        categoryId: scope.categoryId,
        expiresAt: inDays(45),
      },
      {
        type: 'referral',
        code: 'FRIEND5',
        description: 'Referred by a friend: 5% off your order',
        discountPercent: 5,
        referrerCode: 'FRIEND5',
        expiresAt: inDays(120),
      },
    ])
    .returning({ id: offers.id });
  return { coupons: couponRows.length, offers: offerRows.length };
}
