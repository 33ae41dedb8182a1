import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MESSAGES,
  GSTIN_MESSAGES,
  MSG,
  SELLER_MESSAGES,
  sellerDetailsSchema,
  type IndianState,
  type SellerDetails,
} from '@littleloom/shared';
import type { Resolver } from 'react-hook-form';

export const PICKUP_HEADING = 'Pickup address (where couriers collect parcels)';

/** The pickup address as typed: all empty until the shop fills it in. */
export interface PickupFormValues {
  phone: string;
  street: string;
  city: string;
  state: IndianState | '';
  pin: string;
}

/**
 * The seller's details form as typed: the GSTIN is empty until the shop registers for GST, the
 * pickup address until it is filled in.
 */
export interface SellerFormValues {
  legalName: string;
  tradeName: string;
  address: string;
  state: IndianState | '';
  gstin: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  pickupAddress: PickupFormValues;
}

const EMPTY_PICKUP_FORM: PickupFormValues = { phone: '', street: '', city: '', state: '', pin: '' };

export const EMPTY_SELLER_FORM: SellerFormValues = {
  legalName: '',
  tradeName: '',
  address: '',
  state: '',
  gstin: '',
  grievanceOfficer: { name: '', email: '', phone: '' },
  pickupAddress: EMPTY_PICKUP_FORM,
};

/** The form starts from the details as kept, or empty when there are none yet. */
export function valuesFromSeller(seller: SellerDetails | null): SellerFormValues {
  if (!seller) return EMPTY_SELLER_FORM;
  return {
    ...seller,
    gstin: seller.gstin ?? '',
    grievanceOfficer: { ...seller.grievanceOfficer },
    pickupAddress: seller.pickupAddress ? { ...seller.pickupAddress } : EMPTY_PICKUP_FORM,
  };
}

/** A pickup address left wholly empty is none (null); one partly filled is checked field by field. */
function withPickupOrNone(values: SellerFormValues) {
  const blank = Object.values(values.pickupAddress).every((field) => field.trim() === '');
  return blank ? { ...values, pickupAddress: null } : values;
}

const sharedRules = zodResolver(sellerDetailsSchema);

/**
 * The shared rules the server applies too: names, address, state, GSTIN against the state, and
 * the pickup address whole or not at all.
 */
export const sellerResolver: Resolver<SellerFormValues, unknown, SellerDetails> = (
  values,
  context,
  options,
) =>
  (sharedRules as unknown as Resolver<SellerFormValues, unknown, SellerDetails>)(
    withPickupOrNone(values) as SellerFormValues,
    context,
    options,
  );

/** The server's refusals that belong under a field, by the field they are about. */
export const SELLER_REFUSALS = {
  legalName: [SELLER_MESSAGES.legalName],
  tradeName: [SELLER_MESSAGES.tradeName],
  address: [SELLER_MESSAGES.address],
  state: [ADDRESS_MESSAGES.state],
  gstin: Object.values(GSTIN_MESSAGES),
  'grievanceOfficer.name': [SELLER_MESSAGES.officerName],
  'grievanceOfficer.email': [MSG.emailRequired, MSG.emailInvalid],
  'grievanceOfficer.phone': [SELLER_MESSAGES.officerPhone],
  'pickupAddress.street': [SELLER_MESSAGES.pickupStreet],
  'pickupAddress.city': [SELLER_MESSAGES.pickupCity],
  'pickupAddress.pin': [SELLER_MESSAGES.pickupPin],
} as const;
