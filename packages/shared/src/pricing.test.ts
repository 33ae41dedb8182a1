import { describe, expect, it } from 'vitest';
import { offerCovers, offerFitsCart, priceCart, unitPricePaise } from './pricing';

const line = (productId: string, categoryId: string, unitPricePaise: number, quantity: number) => ({
  productId,
  categoryId,
  unitPricePaise,
  quantity,
});

describe('pricing', () => {
  it('charges the sale price when one is set', () => {
    expect(unitPricePaise({ pricePaise: 89_900, discountPricePaise: 74_950 })).toBe(74_950);
    expect(unitPricePaise({ pricePaise: 89_900, discountPricePaise: null })).toBe(89_900);
  });

  it('adds delivery to a cart with lines, and nothing to an empty one', () => {
    expect(priceCart([line('p', 'c', 10_000, 3)], null)).toEqual({
      subtotalPaise: 30_000,
      coveredPaise: 30_000,
      discountPaise: 0,
      lineDiscountsPaise: [0],
      deliveryPaise: 5_000,
      finalPaise: 35_000,
      totalQuantity: 3,
    });
    expect(priceCart([], null).finalPaise).toBe(0);
  });

  it('takes a coupon off the whole subtotal, rounded to the paisa once', () => {
    const totals = priceCart([line('a', 'c', 33_333, 1), line('b', 'c', 10_001, 1)], {
      kind: 'coupon',
      percent: 15,
    });
    // 15% of ₹433.34 is ₹65.001.
    expect(totals.discountPaise).toBe(6_500);
    expect(totals.finalPaise).toBe(43_334 - 6_500 + 5_000);
  });

  it('takes an offer off only the lines it covers', () => {
    const lines = [line('shorts', 'boys', 60_000, 1), line('dress', 'girls', 30_000, 2)];
    const product = { type: 'product', productId: 'dress', categoryId: null } as const;
    const category = { type: 'category', productId: null, categoryId: 'boys' } as const;
    const referral = { type: 'referral', productId: null, categoryId: null } as const;
    expect(priceCart(lines, { kind: 'offer', percent: 10, scope: product }).discountPaise).toBe(
      6_000,
    );
    expect(priceCart(lines, { kind: 'offer', percent: 10, scope: category }).discountPaise).toBe(
      6_000,
    );
    expect(priceCart(lines, { kind: 'offer', percent: 10, scope: referral }).discountPaise).toBe(
      12_000,
    );
  });

  it("puts an offer's discount on the lines it covers only, each line's share in whole paise", () => {
    const lines = [
      line('shorts', 'boys', 60_000, 1),
      line('dress', 'girls', 30_000, 2),
      line('frock', 'girls', 33_333, 1),
    ];
    const product = { type: 'product', productId: 'dress', categoryId: null } as const;
    const girls = { type: 'category', productId: null, categoryId: 'girls' } as const;
    const byProduct = priceCart(lines, { kind: 'offer', percent: 10, scope: product });
    expect(byProduct.lineDiscountsPaise).toEqual([0, 6_000, 0]);
    // 10% of ₹933.33 is ₹93.333: ₹93.33, split 60,000 : 33,333 over the two girls' lines.
    const byCategory = priceCart(lines, { kind: 'offer', percent: 10, scope: girls });
    expect(byCategory.discountPaise).toBe(9_333);
    expect(byCategory.lineDiscountsPaise).toEqual([0, 6_000, 3_333]);
  });

  it("spreads a coupon's discount over every line, adding up to the discount exactly", () => {
    const lines = [line('a', 'c', 33_333, 1), line('b', 'c', 33_333, 1), line('c', 'c', 33_334, 1)];
    const totals = priceCart(lines, { kind: 'coupon', percent: 10 });
    expect(totals.discountPaise).toBe(10_000);
    // 3,333.3 + 3,333.3 + 3,333.4: the paisa left over goes to the largest fraction.
    expect(totals.lineDiscountsPaise).toEqual([3_333, 3_333, 3_334]);
    expect(priceCart(lines, null).lineDiscountsPaise).toEqual([0, 0, 0]);
  });

  it('says which offers fit a cart', () => {
    const lines = [{ productId: 'shorts', categoryId: 'boys' }];
    expect(offerCovers({ type: 'referral', productId: null, categoryId: null }, lines[0]!)).toBe(
      true,
    );
    expect(offerFitsCart({ type: 'product', productId: 'dress', categoryId: null }, lines)).toBe(
      false,
    );
    expect(offerFitsCart({ type: 'category', productId: null, categoryId: 'boys' }, lines)).toBe(
      true,
    );
    expect(offerFitsCart({ type: 'referral', productId: null, categoryId: null }, [])).toBe(false);
  });
});
