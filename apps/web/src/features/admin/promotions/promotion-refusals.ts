import { PROMOTION_MESSAGES as M } from '@littleloom/shared';

/** Which of the promotion forms' fields each refusal from the server is about. */
const DISCOUNT = [M.discountRequired, M.discountRange];
const EXPIRY = [M.expiryRequired, M.expiryInvalid, M.expiryPast];

export const COUPON_REFUSALS = {
  code: [M.couponCodeRequired, M.couponCodeShape, M.couponDuplicate],
  discount: DISCOUNT,
  minPurchaseAmount: [M.minPurchaseRequired, M.minPurchasePositive, M.minPurchaseInvalid],
  expiryDate: EXPIRY,
} as const;

const SCOPE = {
  productId: [M.productRequired, M.productNotFound],
  categoryId: [M.categoryRequired, M.categoryNotFound],
} as const;

export const OFFER_FORM_A_REFUSALS = {
  value: DISCOUNT,
  expiryDate: EXPIRY,
  referrerCode: [M.referrerCodeRequired],
  ...SCOPE,
} as const;

export const OFFER_FORM_B_REFUSALS = {
  offerCode: [M.offerCodeRequired],
  offerDescription: [M.descriptionRequired],
  discount: DISCOUNT,
  expiryDate: EXPIRY,
  ...SCOPE,
} as const;
