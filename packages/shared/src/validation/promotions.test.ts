import { describe, expect, it } from 'vitest';
import {
  PROMOTION_MESSAGES,
  couponInputSchema,
  isCalendarDay,
  isDayBefore,
  offerFormASchema,
  offerFormBSchema,
  withPercentOff,
} from './promotions';
import { CART_MESSAGES } from '../shopping-messages';
import { applyCouponSchema, applyOfferSchema, cartAddSchema } from './cart';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('coupon form', () => {
  const valid = {
    code: ' save10 ',
    discount: '10',
    minPurchaseAmount: '499.50',
    expiryDate: '2030-01-31',
  };

  it('keeps codes in capitals and reads numbers typed as text', () => {
    expect(couponInputSchema.parse(valid)).toEqual({
      code: 'SAVE10',
      discount: 10,
      minPurchaseAmount: 499.5,
      expiryDate: '2030-01-31',
    });
  });

  it("words each problem as the back office's form does", () => {
    const cases: [object, string][] = [
      [{ ...valid, code: '' }, PROMOTION_MESSAGES.couponCodeRequired],
      [{ ...valid, discount: '' }, 'Discount is required'],
      [{ ...valid, discount: '91' }, 'Discount must be a whole percent from 1 to 90'],
      [{ ...valid, minPurchaseAmount: '' }, 'Minimum purchase amount is required'],
      [{ ...valid, minPurchaseAmount: '0' }, 'Amount should be greater than 0'],
      [{ ...valid, minPurchaseAmount: '1.005' }, PROMOTION_MESSAGES.minPurchaseInvalid],
      [{ ...valid, expiryDate: '' }, 'Expiry date is required'],
      [{ ...valid, expiryDate: '31-01-2030' }, PROMOTION_MESSAGES.expiryInvalid],
    ];
    for (const [input, message] of cases) {
      expect(firstMessage(couponInputSchema.safeParse(input))).toBe(message);
    }
  });

  it('reads a full timestamp as its day, and compares days', () => {
    expect(
      couponInputSchema.parse({ ...valid, expiryDate: '2030-01-31T18:30:00.000Z' }).expiryDate,
    ).toBe('2030-01-31');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isDayBefore('2026-11-22', '2026-11-23')).toBe(true);
    expect(isDayBefore('2026-11-23', '2026-11-23')).toBe(false);
  });
});

describe('offer forms', () => {
  it('maps form A to one model, referrer to referral', () => {
    expect(
      offerFormASchema.parse({
        type: 'referrer',
        value: 5,
        expiryDate: '2030-01-01',
        referrerCode: 'PAL',
        productId: 'ignored',
      }),
    ).toEqual({
      type: 'referral',
      discount: 5,
      expiryDate: '2030-01-01',
      productId: null,
      categoryId: null,
      code: null,
      description: null,
      referrerCode: 'PAL',
    });
  });

  it('asks for what each type of offer covers', () => {
    const base = { value: 5, expiryDate: '2030-01-01' };
    expect(firstMessage(offerFormASchema.safeParse({ ...base, type: 'product' }))).toBe(
      PROMOTION_MESSAGES.productRequired,
    );
    expect(firstMessage(offerFormASchema.safeParse({ ...base, type: 'category' }))).toBe(
      PROMOTION_MESSAGES.categoryRequired,
    );
    expect(firstMessage(offerFormASchema.safeParse({ ...base, type: 'referrer' }))).toBe(
      PROMOTION_MESSAGES.referrerCodeRequired,
    );
  });

  it("words form B's problems as the coupons page does", () => {
    const valid = {
      offerCode: 'BOYS15',
      offerDescription: 'Boys week',
      discount: 15,
      expiryDate: '2030-01-01',
      categoryId: 'c1',
    };
    const schema = offerFormBSchema('category');
    expect(schema.parse(valid)).toMatchObject({
      type: 'category',
      categoryId: 'c1',
      code: 'BOYS15',
    });
    const cases: [object, string][] = [
      [{ ...valid, offerCode: ' ' }, 'Offer code is required'],
      [{ ...valid, offerDescription: '' }, 'Description is required'],
      [{ ...valid, discount: undefined }, 'Discount is required'],
      [{ ...valid, expiryDate: undefined }, 'Expiry date is required'],
    ];
    for (const [input, message] of cases) {
      expect(firstMessage(schema.safeParse(input))).toBe(message);
    }
  });

  it('lets an edit keep, change or clear the code and description', () => {
    const base = { type: 'category', value: 14, expiryDate: '2030-01-01', categoryId: 'c1' };
    expect(offerFormASchema.parse(base)).toMatchObject({ code: null, description: null });
    expect(
      offerFormASchema.parse({ ...base, offerCode: ' BOYS14 ', offerDescription: 'Boys: 14% off' }),
    ).toMatchObject({ code: 'BOYS14', description: 'Boys: 14% off' });
    expect(
      offerFormASchema.parse({ ...base, offerCode: '', offerDescription: '  ' }),
    ).toMatchObject({ code: '', description: '' });
  });

  it('refuses a description that names another discount than the offer’s', () => {
    const message = PROMOTION_MESSAGES.descriptionPercent(12, 14);
    expect(message).toBe(
      'The description says 12% but the discount is 14%. Please make them match.',
    );
    const formA = { type: 'referrer', value: 14, expiryDate: '2030-01-01', referrerCode: 'PAL' };
    expect(
      firstMessage(offerFormASchema.safeParse({ ...formA, offerDescription: '12% off' })),
    ).toBe(message);
    const formB = offerFormBSchema('referral');
    const b = { offerCode: 'PAL', discount: 14, expiryDate: '2030-01-01' };
    expect(firstMessage(formB.safeParse({ ...b, offerDescription: 'Save 12% today' }))).toBe(
      message,
    );
    for (const fine of ['14% off boys', 'Extra 14% on 100% cotton', 'Boys week', '100% cotton']) {
      expect(formB.safeParse({ ...b, offerDescription: fine }).success, fine).toBe(true);
    }
  });
});

describe('cart bodies', () => {
  it("ignores the spec's extra fields and defaults the quantity to 1", () => {
    expect(
      cartAddSchema.parse({ userId: 'u', productId: 'p', size: 'M', images: [], discountPrice: 1 }),
    ).toEqual({ productId: 'p', size: 'M', quantity: 1 });
  });

  it("words bad quantities, coupon codes and offers in the spec's words", () => {
    for (const quantity of [0, -2, 1.5, '3']) {
      expect(firstMessage(cartAddSchema.safeParse({ productId: 'p', size: 'M', quantity }))).toBe(
        CART_MESSAGES.invalidQuantity,
      );
    }
    expect(firstMessage(applyCouponSchema.safeParse({ couponCode: '  ' }))).toBe(
      'Please enter a coupon code.',
    );
    expect(firstMessage(applyOfferSchema.safeParse({}))).toBe('Please select an offer.');
  });
});

describe('withPercentOff', () => {
  it('moves the discount a description names to the new percent, and nothing else', () => {
    expect(withPercentOff('Boys week: 12% off', 12, 14)).toBe('Boys week: 14% off');
    expect(withPercentOff('Save 12 % on 100% cotton, 12% off', 12, 14)).toBe(
      'Save 14 % on 100% cotton, 14% off',
    );
    expect(withPercentOff('5% off for 12 days', 12, 14)).toBe('5% off for 12 days');
    expect(withPercentOff('Boys week', 12, 14)).toBe('Boys week');
    expect(withPercentOff('12% off', 12, 12)).toBe('12% off');
  });
});
