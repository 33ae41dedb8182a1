import { z } from '../zod';
import {
  MOBILE_PATTERN,
  INDIAN_STATES,
  ADDRESS_MESSAGES,
  pinCodeField,
} from '../validation/address';
import { emailField, requiredText } from '../validation/common';
import { gstinProblem } from './gstin';

/**
 * The seller's details: printed on every invoice (CGST Rule 46) and shown to shoppers with the
 * grievance officer, as the Consumer Protection (E-Commerce) Rules, 2020 ask of an online shop.
 */
export const SELLER_MESSAGES = {
  legalName: 'Legal name is required',
  tradeName: 'Trade name is required',
  address: 'Address is required',
  officerName: "The grievance officer's name is required",
  officerPhone: ADDRESS_MESSAGES.phone,
  pickupPhone: ADDRESS_MESSAGES.phone,
  pickupStreet: 'The pickup address is required',
  pickupCity: 'The pickup city is required',
  pickupState: ADDRESS_MESSAGES.state,
  pickupPin: ADDRESS_MESSAGES.zip,
  loadFailed: 'Failed to load the seller details',
  saveFailed: 'Failed to save the seller details',
  saved: 'Seller details saved',
  notSetUp: 'The seller details are not set up yet.',
} as const;

const gstinField = z
  .string()
  .trim()
  .transform((text) => text.toUpperCase())
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

const mobileField = (message: string) =>
  z.string({ error: message }).trim().regex(MOBILE_PATTERN, message);

/**
 * Where couriers collect the shop's parcels, and the number they call on arrival. Its PIN is the
 * one delivery times are counted from.
 */
export const pickupAddressSchema = z.object({
  phone: mobileField(SELLER_MESSAGES.pickupPhone),
  street: requiredText(SELLER_MESSAGES.pickupStreet, 200, 'Pickup address'),
  city: requiredText(SELLER_MESSAGES.pickupCity, 60, 'City'),
  state: z.enum(INDIAN_STATES, SELLER_MESSAGES.pickupState),
  pin: pinCodeField,
});
export type PickupAddress = z.output<typeof pickupAddressSchema>;

export const sellerDetailsSchema = z
  .object({
    legalName: requiredText(SELLER_MESSAGES.legalName, 200, 'Legal name'),
    tradeName: requiredText(SELLER_MESSAGES.tradeName, 200, 'Trade name'),
    address: requiredText(SELLER_MESSAGES.address, 500, 'Address'),
    state: z.enum(INDIAN_STATES, ADDRESS_MESSAGES.state),
    /** Empty until the shop is registered for GST; invoices then say they are not tax invoices. */
    gstin: gstinField,
    grievanceOfficer: z.object({
      name: requiredText(SELLER_MESSAGES.officerName, 100, 'Name'),
      email: emailField(),
      phone: mobileField(SELLER_MESSAGES.officerPhone),
    }),
    /** Null until filled in (details saved before it existed have none). */
    pickupAddress: pickupAddressSchema
      .nullable()
      .optional()
      .transform((pickup) => pickup ?? null),
  })
  .superRefine((details, context) => {
    if (!details.gstin) return;
    const problem = gstinProblem(details.gstin, details.state);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });

export type SellerDetailsInput = z.input<typeof sellerDetailsSchema>;
export type SellerDetails = z.output<typeof sellerDetailsSchema>;

/** What shoppers see: everything but the grievance officer's phone and the pickup address. */
export type PublicSellerDetails = Omit<SellerDetails, 'grievanceOfficer' | 'pickupAddress'> & {
  grievanceOfficer: Omit<SellerDetails['grievanceOfficer'], 'phone'>;
};

export interface SellerDetailsReply {
  success: true;
  /** Null until an administrator has filled them in. */
  seller: SellerDetails | null;
}

export interface PublicSellerReply {
  success: true;
  seller: PublicSellerDetails | null;
}
