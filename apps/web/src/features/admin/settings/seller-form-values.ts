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

/** The seller's details form as typed: the GSTIN is empty until the shop registers for GST. */
export interface SellerFormValues {
  legalName: string;
  tradeName: string;
  address: string;
  state: IndianState | '';
  gstin: string;
  grievanceOfficer: { name: string; email: string; phone: string };
}

export const EMPTY_SELLER_FORM: SellerFormValues = {
  legalName: '',
  tradeName: '',
  address: '',
  state: '',
  gstin: '',
  grievanceOfficer: { name: '', email: '', phone: '' },
};

/** The form starts from the details as kept, or empty when there are none yet. */
export function valuesFromSeller(seller: SellerDetails | null): SellerFormValues {
  if (!seller) return EMPTY_SELLER_FORM;
  return { ...seller, gstin: seller.gstin ?? '', grievanceOfficer: { ...seller.grievanceOfficer } };
}

/** The shared rules the server applies too: names, address, state, GSTIN against the state. */
export const sellerResolver = zodResolver(sellerDetailsSchema) as unknown as Resolver<
  SellerFormValues,
  unknown,
  SellerDetails
>;

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
} as const;
