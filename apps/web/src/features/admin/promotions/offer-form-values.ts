import { zodResolver } from '@hookform/resolvers/zod';
import {
  OFFER_FORM_B_TYPES,
  offerFormASchema,
  offerFormBSchema,
  PROMOTION_MESSAGES,
  type AdminOffer,
  type OfferFields,
  type OfferType,
} from '@littleloom/shared';
import type { Resolver } from 'react-hook-form';
import { refusingPastExpiry } from './expiry-resolver';
import { alsoNamingMissingScope } from './scope-resolver';
import type { OfferFormABody, OfferFormBBody } from './promotions-api';

/** What an offer covers, in both forms: the product or the category its type needs (ids). */
export interface OfferScopeValues {
  productId: string;
  categoryId: string;
}

/** The product a product offer, or the category a category offer, has not been given yet. */
function unpickedScope(
  type: OfferType,
  values: OfferScopeValues,
): { field: keyof OfferScopeValues; message: string } | null {
  if (type === 'product' && !values.productId) {
    return { field: 'productId', message: PROMOTION_MESSAGES.productRequired };
  }
  if (type === 'category' && !values.categoryId) {
    return { field: 'categoryId', message: PROMOTION_MESSAGES.categoryRequired };
  }
  return null;
}

// ---- Form A: Offer Management's Add Offer and Edit Offer

export type OfferFormAType = OfferFormABody['type'];

/** Form A's types, in the order its select lists them. */
export const OFFER_FORM_A_CHOICES: readonly { type: OfferFormAType; label: string }[] = [
  { type: 'product', label: 'Product' },
  { type: 'category', label: 'Category' },
  { type: 'referrer', label: 'Referrer' },
];

/**
 * Form A as typed: of the scope, only the field its type needs is sent (productId, categoryId or
 * referrerCode); the code and description always are.
 */
export interface OfferFormAValues extends OfferScopeValues {
  type: OfferFormAType;
  value: string;
  expiryDate: string;
  referrerCode: string;
  offerCode: string;
  offerDescription: string;
}

export const EMPTY_OFFER_FORM_A: OfferFormAValues = {
  type: 'product',
  value: '',
  expiryDate: '',
  productId: '',
  categoryId: '',
  referrerCode: '',
  offerCode: '',
  offerDescription: '',
};

/**
 * Edit starts from the offer as it is: its own description, not the words shown when it has none
 * (those follow the value by themselves, and would stop doing so once saved as its own).
 */
export function valuesFromOffer(offer: AdminOffer): OfferFormAValues {
  return {
    type: offer.formType,
    value: String(offer.value),
    expiryDate: offer.expiryDate,
    productId: offer.productId ?? '',
    categoryId: offer.categoryId ?? '',
    referrerCode: offer.referrerCode ?? '',
    offerCode: offer.offerCode ?? '',
    offerDescription: offer.description,
  };
}

export const offerFormAResolver = refusingPastExpiry(
  alsoNamingMissingScope<OfferFormAValues, OfferFields>(
    zodResolver(offerFormASchema) as unknown as Resolver<OfferFormAValues, unknown, OfferFields>,
    (values) => {
      if (values.type === 'referrer' && !values.referrerCode.trim()) {
        return { field: 'referrerCode', message: PROMOTION_MESSAGES.referrerCodeRequired };
      }
      return unpickedScope(typeOfFormA(values.type), values);
    },
  ),
);

const FORM_A_TYPE_OF: Record<OfferType, OfferFormAType> = {
  product: 'product',
  category: 'category',
  referral: 'referrer',
};

/** The offer type a form-A type stands for (form A calls a referral offer "referrer"). */
export function typeOfFormA(type: OfferFormAType): OfferType {
  return type === 'referrer' ? 'referral' : type;
}

/** What POST or PUT /api/admin/offers is sent, from the checked form. */
export function formABody(offer: OfferFields): OfferFormABody {
  const body: OfferFormABody = {
    type: FORM_A_TYPE_OF[offer.type],
    value: offer.discount,
    expiryDate: offer.expiryDate,
    offerCode: offer.code ?? '',
    offerDescription: offer.description ?? '',
  };
  if (offer.productId) body.productId = offer.productId;
  if (offer.categoryId) body.categoryId = offer.categoryId;
  if (offer.referrerCode) body.referrerCode = offer.referrerCode;
  return body;
}

// ---- Form B: the coupons page's Create Offer

export type OfferFormBLabel = OfferFormBBody['offerType'];

/** Form B as typed; the type is kept by its label (Product, Category, Referral). */
export interface OfferFormBValues extends OfferScopeValues {
  offerType: OfferFormBLabel;
  offerCode: string;
  offerDescription: string;
  discount: string;
  expiryDate: string;
}

export const EMPTY_OFFER_FORM_B: OfferFormBValues = {
  offerType: 'Product',
  offerCode: '',
  offerDescription: '',
  discount: '',
  expiryDate: '',
  productId: '',
  categoryId: '',
};

/** The offer type a form-B label stands for. */
export function typeOfLabel(label: OfferFormBLabel): OfferType {
  return OFFER_FORM_B_TYPES.find((choice) => choice.label === label)?.type ?? 'product';
}

/** Form B's rules depend on its type (a product offer needs a product), so the schema follows it. */
export const offerFormBResolver = refusingPastExpiry(
  alsoNamingMissingScope<OfferFormBValues, OfferFields>(
    (values, context, options) =>
      (
        zodResolver(offerFormBSchema(typeOfLabel(values.offerType))) as unknown as Resolver<
          OfferFormBValues,
          unknown,
          OfferFields
        >
      )(values, context, options),
    (values) => unpickedScope(typeOfLabel(values.offerType), values),
  ),
);

const LABEL_OF: Record<OfferType, OfferFormBLabel> = {
  product: 'Product',
  category: 'Category',
  referral: 'Referral',
};

/** Where form B goes (its type) and what it sends. */
export function formBRequest(offer: OfferFields): { type: OfferType; body: OfferFormBBody } {
  const body: OfferFormBBody = {
    offerType: LABEL_OF[offer.type],
    offerCode: offer.code ?? '',
    offerDescription: offer.description ?? '',
    discount: offer.discount,
    expiryDate: offer.expiryDate,
  };
  if (offer.productId) body.productId = offer.productId;
  if (offer.categoryId) body.categoryId = offer.categoryId;
  return { type: offer.type, body };
}
