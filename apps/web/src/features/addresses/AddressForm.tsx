import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MESSAGES,
  SHIPPING_COUNTRY,
  addressSchema,
  pinCodeField,
  statesForPin,
  type Address,
  type AddressFields,
  type AddressInput,
} from '@littleloom/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../ui/button-styles';
import { inputClass } from '../../ui/FormField';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { FormAlert } from '../accounts/FormAlert';
import { blankAddressFields, type AddressFieldName } from './address-form-errors';
import { addressSaveFailure, useSaveAddress } from './use-address-changes';
import { IndianStateOptions } from '../../ui/IndianStateOptions';

interface AddressFormProps {
  /** The address to change; none adds a new one. */
  address?: Address | undefined;
  /**
   * Which screen asks: the profile says 'All fields are required.' of blank fields, the checkout
   * 'Please fill all fields' (storefront.md §5).
   */
  where: 'profile' | 'checkout';
  /** After the server saved it (the list is already updated). */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

const BLANK_MESSAGE = {
  profile: ADDRESS_MESSAGES.allRequired,
  checkout: ADDRESS_MESSAGES.checkoutAllRequired,
} as const;

const formValues = (address: Address | undefined): AddressInput => ({
  fullname: address?.fullname ?? '',
  phone: address?.phone ?? '',
  street: address?.street ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zip: address?.zip ?? '',
  // We deliver within India only: the field shows it and cannot be changed.
  country: SHIPPING_COUNTRY,
});

/**
 * Adds or edits a delivery address, checked by the shared addressSchema before it is sent: a
 * 10-digit mobile number starting 6 to 9, a 6-digit PIN code, a state from the list that the PIN
 * code is in (chosen for the shopper when they type the PIN code). Blank fields
 * are named once for the whole form and each is marked; any other problem sits by its field.
 */
export function AddressForm({ address, where, onSaved, onCancel }: AddressFormProps) {
  const formId = useId();
  const blankId = `${formId}-blank`;
  const adding = address === undefined;
  const save = useSaveAddress(onSaved);
  const form = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressSchema),
    defaultValues: formValues(address),
  });
  const {
    handleSubmit,
    setFocus,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  /**
   * Once a whole PIN code is typed, the State offers the one it is in: chosen for the shopper
   * unless the state already chosen is one the PIN code is in.
   */
  const offerState = (typed: string) => {
    const pin = pinCodeField.safeParse(typed);
    const states = pin.success ? statesForPin(pin.data) : undefined;
    const first = states?.[0];
    if (!first || (states as readonly string[]).includes(getValues('state'))) return;
    setValue('state', first, { shouldValidate: errors.state !== undefined });
  };
  // The form opens where the shopper asked for it: start them on its first field.
  useEffect(() => setFocus('fullname'), [setFocus]);
  const blank = blankAddressFields(errors);
  const serverError = save.isError ? addressSaveFailure(save.error, adding) : undefined;

  /** The form's blank-field sentence, for a field left empty; any other error sits beneath it. */
  const saidAbove = (name: AddressFieldName) => (blank.has(name) ? blankId : undefined);
  const fieldId = (name: AddressFieldName) => `${formId}-${name}`;

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) =>
        void handleSubmit((fields) => save.mutate({ addressId: address?._id ?? null, fields }))(
          event,
        )
      }
      className="flex flex-col gap-4 rounded-2xl border border-line bg-cream/60 p-4 sm:p-5"
    >
      <h3 id={`${formId}-title`} className="text-lg font-bold text-ink">
        {adding ? 'Add a new address' : 'Edit address'}
      </h3>
      {blank.size > 0 ? (
        <p id={blankId} role="alert" className="font-bold text-coral-strong">
          {BLANK_MESSAGE[where]}
        </p>
      ) : null}

      <TextField
        form={form}
        name="fullname"
        id={fieldId('fullname')}
        label="Full name"
        sharedErrorId={saidAbove('fullname')}
        autoComplete="name"
      />
      <TextField
        form={form}
        name="phone"
        id={fieldId('phone')}
        label="Mobile number"
        sharedErrorId={saidAbove('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
      />
      <TextField
        form={form}
        name="street"
        id={fieldId('street')}
        label="Street address"
        sharedErrorId={saidAbove('street')}
        autoComplete="street-address"
        placeholder="House, street and area"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="city"
          id={fieldId('city')}
          label="City"
          sharedErrorId={saidAbove('city')}
          autoComplete="address-level2"
        />
        <SelectField
          form={form}
          name="state"
          id={fieldId('state')}
          label="State"
          sharedErrorId={saidAbove('state')}
          autoComplete="address-level1"
        >
          <IndianStateOptions />
        </SelectField>
        <TextField
          form={form}
          name="zip"
          id={fieldId('zip')}
          label="PIN code"
          sharedErrorId={saidAbove('zip')}
          rules={{ onChange: (event) => offerState(String(event.target.value)) }}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6 digits"
        />
        <TextField
          form={form}
          name="country"
          id={fieldId('country')}
          label="Country"
          sharedErrorId={saidAbove('country')}
          readOnly
          autoComplete="country-name"
          className={`${inputClass} cursor-default border-line bg-cream text-ink-muted hover:border-line`}
        />
      </div>

      <FormAlert message={serverError} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonClass('primary', 'px-8')}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving…' : 'Save address'}
        </button>
        <button
          type="button"
          className={buttonClass('quiet')}
          disabled={save.isPending}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
