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

export interface AddressFormErrors {
  /** Fields left blank: the form says so once, in one sentence, and marks each of them. */
  blank: ReadonlySet<AddressFieldName>;
  /** Every other problem, in the shared schema's words, shown beside its field. */
  byField: Partial<Record<AddressFieldName, string>>;
}

/**
 * Sorts the shared addressSchema's findings. Its one message for a blank field ('All fields are
 * required.') is about the whole form, so it is said once rather than under seven fields; a wrong
 * mobile number or PIN code keeps its own message beside the field.
 */
export function sortAddressErrors(errors: FieldErrors<AddressInput>): AddressFormErrors {
  const blank = new Set<AddressFieldName>();
  const byField: Partial<Record<AddressFieldName, string>> = {};
  for (const name of ADDRESS_FIELD_NAMES) {
    const message = errors[name]?.message;
    if (!message) continue;
    if (message === ADDRESS_MESSAGES.allRequired) blank.add(name);
    else byField[name] = message;
  }
  return { blank, byField };
}
