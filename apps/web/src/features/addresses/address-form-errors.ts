import { ADDRESS_MESSAGES, type AddressInput } from '@littleloom/shared';
import type { FieldErrors } from 'react-hook-form';

export type AddressFieldName = keyof AddressInput;

export const ADDRESS_FIELD_NAMES = [
  'fullname',
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies readonly AddressFieldName[];

/**
 * The fields the shared addressSchema found blank. Its one message for a blank field ('All fields
 * are required.') is about the whole form, so it is said once rather than under seven fields; a
 * wrong mobile number or PIN code keeps its own message beside the field.
 */
export function blankAddressFields(
  errors: FieldErrors<AddressInput>,
): ReadonlySet<AddressFieldName> {
  const blank = new Set<AddressFieldName>();
  for (const name of ADDRESS_FIELD_NAMES) {
    if (errors[name]?.message === ADDRESS_MESSAGES.allRequired) blank.add(name);
  }
  return blank;
}
