import { z } from '../zod';
import { MAX_DISCOUNT_PERCENT, type OfferType } from '../constants';
import { hasAtMostTwoDecimals } from '../money';
import { controlCharacterMessage, isPlainText } from './text';

/** The back office's coupon and offer wording (back-office.md §5, §8), and ours beside it. */
export const PROMOTION_MESSAGES = {
  couponCodeRequired: 'Coupon code is required',
  couponCodeShape: 'Use 3 to 20 letters, digits, - or _ for the code',
  couponDuplicate: 'A coupon with this code already exists',
  discountRequired: 'Discount is required',
  discountRange: `Discount must be a whole percent from 1 to ${MAX_DISCOUNT_PERCENT}`,
  minPurchaseRequired: 'Minimum purchase amount is required',
  minPurchasePositive: 'Amount should be greater than 0',
  minPurchaseInvalid: 'Enter the amount in rupees, with at most 2 decimals',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Enter a valid expiry date',
  expiryPast: 'Expiry date must be in the future.',
  offerCodeRequired: 'Offer code is required',
  descriptionRequired: 'Description is required',
  offerTypeRequired: 'Offer type is required',
  productRequired: 'Choose the product this offer is for',
  categoryRequired: 'Choose the category this offer is for',
  referrerCodeRequired: 'Referral code is required',
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found',
  couponNotFound: 'Coupon not found',
  offerNotFound: 'Offer not found',
  couponCreated: 'Coupon created successfully!',
  couponDeleted: 'Coupon deleted successfully',
  couponActivated: 'Coupon activated',
  couponDeactivated: 'Coupon deactivated',
  offerCreated: 'Offer created successfully!',
  offerSaved: 'Offer saved successfully',
  offerDeleted: 'Offer deleted successfully',
  adminTokenMissing: 'Admin token not found. Please log in.',
  fetchOffersFailed: 'Failed to fetch offers',
  saveOfferFailed: 'Failed to save offer',
  deleteOfferFailed: 'Failed to delete offer',
  createCouponError: 'Error creating coupon.',
  createOfferError: 'Error creating offer.',
  deleteOfferError: 'Error deleting offer.',
  deleteCouponError: 'Error deleting coupon.',
  updateCouponError: 'Error updating coupon.',
  fetchCouponsError: 'Error fetching coupons.',
  noCoupons: 'No coupons available',
  noOffers: 'No offers available',
  descriptionPercent: (named: number, discount: number) =>
    `The description says ${named}% but the discount is ${discount}%. Please make them match.`,
} as const;

/** Form fields may arrive empty: empty is "missing", so the required message shows. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

export const discountPercentField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PROMOTION_MESSAGES.discountRequired })
    .int(PROMOTION_MESSAGES.discountRange)
    .min(1, PROMOTION_MESSAGES.discountRange)
    .max(MAX_DISCOUNT_PERCENT, PROMOTION_MESSAGES.discountRange),
);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match || day.length !== 10) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return (
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === date
  );
}

/**
 * The last day a coupon or offer can be used, YYYY-MM-DD. A full timestamp is accepted too (some
 * clients send one) and read as its day. It stays valid to the end of that day, in the shop's time
 * zone; whether that day is already past is checked by whoever knows today (the server, the form).
 */
export const expiryDayField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? blank.trim().slice(0, 10) : blank;
  },
  z
    .string({ error: PROMOTION_MESSAGES.expiryRequired })
    .refine(isCalendarDay, PROMOTION_MESSAGES.expiryInvalid),
);

/** Days written YYYY-MM-DD compare as text. */
export const isDayBefore = (day: string, today: string): boolean => day < today;

const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

export const couponInputSchema = z.object({
  code: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PROMOTION_MESSAGES.couponCodeRequired })
      .trim()
      .regex(COUPON_CODE_PATTERN, PROMOTION_MESSAGES.couponCodeShape)
      // Codes are matched ignoring case; they are kept and shown in capitals.
      .transform((code) => code.toUpperCase()),
  ),
  discount: discountPercentField,
  minPurchaseAmount: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PROMOTION_MESSAGES.minPurchaseRequired })
      .min(1, PROMOTION_MESSAGES.minPurchasePositive)
      .max(10_000_000, PROMOTION_MESSAGES.minPurchaseInvalid)
      .refine(hasAtMostTwoDecimals, PROMOTION_MESSAGES.minPurchaseInvalid),
  ),
  expiryDate: expiryDayField,
});
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, `At most ${max} characters`)
      .refine(isPlainText, controlCharacterMessage(label))
      .optional(),
  );

const requiredFormText = (message: string, max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(max, `At most ${max} characters`)
      .refine(isPlainText, controlCharacterMessage(label)),
  );

/**
 * A label an edit may clear: left out, it is kept (null after the transform); sent empty or
 * blank, it is cleared ('').
 */
const clearableText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? '' : (value ?? undefined)),
    z
      .string()
      .trim()
      .max(max, `At most ${max} characters`)
      .refine(isPlainText, controlCharacterMessage(label))
      .optional(),
  );

/** "12% off", "12 % discount", "save 12%", "extra 12%"; not "100% cotton". */
const PERCENT_OFF =
  /\b(?:save|extra|flat|get)\s+(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s*(?:off|discount)\b/gi;

/** Every discount a text names as a percent ("10% off 100% cotton tees": [10]). */
export function percentsOffNamed(text: string): number[] {
  return [...text.matchAll(PERCENT_OFF)].map((match) => Number(match[1] ?? match[2]));
}

/**
 * A description after its offer's percent moved from `before` to `after`: each discount it names
 * as the old percent ("12% off", "save 12%") names the new one; every other word stays as written.
 */
export function withPercentOff(description: string, before: number, after: number): string {
  if (before === after) return description;
  return description.replace(PERCENT_OFF, (whole, saved?: string, off?: string) =>
    Number(saved ?? off) === before ? whole.replace(/\d+(?:\.\d+)?(?=\s*%)/, String(after)) : whole,
  );
}

/**
 * Shoppers read an offer's description beside its discount, so a description that names a percent
 * must name the offer's own: "12% off" on a 14% offer is refused, not shown.
 */
function requireMatchingPercent(
  description: string | undefined,
  discount: number,
  context: z.RefinementCtx,
) {
  const other = percentsOffNamed(description ?? '').find((named) => named !== discount);
  if (other === undefined) return;
  context.addIssue({
    code: 'custom',
    message: PROMOTION_MESSAGES.descriptionPercent(other, discount),
    path: ['offerDescription'],
  });
}

const idField = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(64, message).optional());

/**
 * One offer, whichever form wrote it: a percent off one product, one category, or (referral) the
 * whole cart, until the end of its expiry day. Code and description are optional labels: null
 * leaves them as they are (an edit that does not send them) and '' clears them.
 */
export interface OfferFields {
  type: OfferType;
  discount: number;
  expiryDate: string;
  productId: string | null;
  categoryId: string | null;
  code: string | null;
  description: string | null;
  referrerCode: string | null;
}

/** The scope fields an offer of each type needs, checked the same way for both forms. */
function requireScope(
  offer: { type: OfferType; productId?: string; categoryId?: string; referrerCode?: string },
  context: z.RefinementCtx,
  needsReferrerCode: boolean,
) {
  if (offer.type === 'product' && !offer.productId) {
    context.addIssue({
      code: 'custom',
      message: PROMOTION_MESSAGES.productRequired,
      path: ['productId'],
    });
  }
  if (offer.type === 'category' && !offer.categoryId) {
    context.addIssue({
      code: 'custom',
      message: PROMOTION_MESSAGES.categoryRequired,
      path: ['categoryId'],
    });
  }
  if (needsReferrerCode && offer.type === 'referral' && !offer.referrerCode) {
    context.addIssue({
      code: 'custom',
      message: PROMOTION_MESSAGES.referrerCodeRequired,
      path: ['referrerCode'],
    });
  }
}

/** Form A's type names (Offer Management) to the model's. */
export const OFFER_FORM_A_TYPES = ['product', 'category', 'referrer'] as const;
const formATypeToModel = {
  product: 'product',
  category: 'category',
  referrer: 'referral',
} as const;

/**
 * Offer Management's Add Offer and Edit Offer modal (form A): type, value, expiry and what it
 * covers, and the offer's code and description, which an edit may change or clear.
 */
export const offerFormASchema = z
  .object({
    type: z.preprocess(
      blankToUndefined,
      z
        .enum(OFFER_FORM_A_TYPES, PROMOTION_MESSAGES.offerTypeRequired)
        .transform((type) => formATypeToModel[type]),
    ),
    value: discountPercentField,
    expiryDate: expiryDayField,
    productId: idField(PROMOTION_MESSAGES.productNotFound),
    categoryId: idField(PROMOTION_MESSAGES.categoryNotFound),
    referrerCode: optionalText(40, 'Referral code'),
    offerCode: clearableText(40, 'Offer code'),
    offerDescription: clearableText(200, 'Description'),
  })
  .superRefine((offer, context) => {
    requireScope(offer, context, true);
    requireMatchingPercent(offer.offerDescription, offer.value, context);
  })
  .transform((offer): OfferFields => ({
    type: offer.type,
    discount: offer.value,
    expiryDate: offer.expiryDate,
    productId: offer.type === 'product' ? (offer.productId ?? null) : null,
    categoryId: offer.type === 'category' ? (offer.categoryId ?? null) : null,
    code: offer.offerCode ?? null,
    description: offer.offerDescription ?? null,
    referrerCode: offer.type === 'referral' ? (offer.referrerCode ?? null) : null,
  }));
export type OfferFormAInput = z.input<typeof offerFormASchema>;

/** The coupons page's Create Offer form (form B); its type comes from the path it is posted to. */
export const offerFormBSchema = (type: OfferType) =>
  z
    .object({
      offerType: z.string().max(20).optional(),
      offerCode: requiredFormText(PROMOTION_MESSAGES.offerCodeRequired, 40, 'Offer code'),
      offerDescription: requiredFormText(
        PROMOTION_MESSAGES.descriptionRequired,
        200,
        'Description',
      ),
      discount: discountPercentField,
      expiryDate: expiryDayField,
      productId: idField(PROMOTION_MESSAGES.productNotFound),
      categoryId: idField(PROMOTION_MESSAGES.categoryNotFound),
    })
    .superRefine((offer, context) => {
      requireScope({ ...offer, type }, context, false);
      requireMatchingPercent(offer.offerDescription, offer.discount, context);
    })
    .transform((offer): OfferFields => ({
      type,
      discount: offer.discount,
      expiryDate: offer.expiryDate,
      productId: type === 'product' ? (offer.productId ?? null) : null,
      categoryId: type === 'category' ? (offer.categoryId ?? null) : null,
      code: offer.offerCode,
      description: offer.offerDescription,
      referrerCode: type === 'referral' ? offer.offerCode : null,
    }));
export type OfferFormBInput = z.input<ReturnType<typeof offerFormBSchema>>;

/** Form B's type names (coupons page) and the path each is posted to. */
export const OFFER_FORM_B_TYPES = [
  { label: 'Product', type: 'product' },
  { label: 'Category', type: 'category' },
  { label: 'Referral', type: 'referral' },
] as const satisfies readonly { label: string; type: OfferType }[];
