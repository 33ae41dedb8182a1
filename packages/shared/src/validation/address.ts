import { z } from '../zod';
import { controlCharacterMessage, isPlainText } from './text';
import { INDIAN_STATES } from './indian-states';
import { pinFitsState, pinStateMessage } from './pin-states';

export { INDIAN_STATES, type IndianState } from './indian-states';

export const SHIPPING_COUNTRY = 'India';
/** Saved addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  allRequired: 'All fields are required.',
  checkoutAllRequired: 'Please fill all fields',
  phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  zip: 'Enter a 6-digit PIN code that does not start with 0',
  state: 'Choose a state or union territory from the list',
  country: 'We deliver within India only',
  tooMany: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`,
  notFound: 'Address not found',
  stateNotPin:
    'The state of this address does not match its PIN code. Edit the address, then place the order.',
  fetchFailed: 'Failed to fetch addresses',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address',
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
} as const;

/** An Indian mobile number: 10 digits, the first 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** A PIN code: 6 digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * A PIN code as a person types it: spaces inside (typed in groups) are ignored. Delivery addresses,
 * the pickup address and the delivery check all read PIN codes through it.
 */
export const pinCodeField = z
  .string({ error: ADDRESS_MESSAGES.zip })
  .max(10, ADDRESS_MESSAGES.zip)
  .transform((pin) => pin.replace(/\s/g, ''))
  .pipe(z.string().regex(PIN_CODE_PATTERN, ADDRESS_MESSAGES.zip));

/** Every field is required and says so in one sentence (storefront.md §5). */
const field = (max: number, label: string) =>
  z
    .string({ error: ADDRESS_MESSAGES.allRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.allRequired)
    .max(max, `${label} can be at most ${max} characters`)
    .refine(isPlainText, controlCharacterMessage(label));

/**
 * A delivery address. Unknown fields (the spec's client sends `userId`) are dropped; the shopper
 * is the caller. Spaces inside a phone or PIN (typed in groups) are ignored. The state must be
 * one the PIN code is in (`statesForPin`): GST's place of supply is the state, so a typo there
 * would charge the wrong tax.
 */
export const addressSchema = z
  .object({
    fullname: field(80, 'Full name'),
    phone: field(20, 'Phone')
      .transform((phone) => phone.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
      .pipe(z.string().regex(MOBILE_PATTERN, ADDRESS_MESSAGES.phone)),
    street: field(200, 'Street'),
    city: field(60, 'City'),
    state: field(60, 'State')
      .transform(
        (state) =>
          INDIAN_STATES.find((name) => name.toLowerCase() === state.toLowerCase()) ?? state,
      )
      .pipe(z.enum(INDIAN_STATES, ADDRESS_MESSAGES.state)),
    zip: field(10, 'PIN code').pipe(pinCodeField),
    country: field(40, 'Country').refine(
      (country) => country.toLowerCase() === SHIPPING_COUNTRY.toLowerCase(),
      ADDRESS_MESSAGES.country,
    ),
  })
  .superRefine((address, ctx) => {
    if (!pinFitsState(address.zip, address.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: pinStateMessage(address.zip) });
    }
  });
export type AddressInput = z.input<typeof addressSchema>;
export type AddressFields = z.output<typeof addressSchema>;
