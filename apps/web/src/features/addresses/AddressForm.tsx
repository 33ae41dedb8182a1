import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_MESSAGES,
  INDIAN_STATES,
  SHIPPING_COUNTRY,
  addressSchema,
  pinCodeField,
  statesForPin,
  type Address,
  type AddressFields,
  type AddressInput,
} from '@littleloom/shared';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass, type FieldControlProps } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { FormAlert } from '../accounts/FormAlert';
import { sortAddressErrors, type AddressFieldName } from './address-form-errors';
import { addressSaveFailure, useSaveAddress } from './use-address-changes';

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
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressSchema),
    defaultValues: formValues(address),
  });
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
  const { blank, byField } = sortAddressErrors(errors);
  const serverError = save.isError ? addressSaveFailure(save.error, adding) : undefined;

  /** The field's label, its own error, and the form's blank-field sentence when it is empty. */
  const field = (
    name: AddressFieldName,
    label: string,
    render: (c: FieldControlProps) => ReactNode,
  ) => (
    <FormField id={`${formId}-${name}`} label={label} error={byField[name]}>
      {(control) =>
        render({
          ...control,
          'aria-invalid': control['aria-invalid'] || blank.has(name),
          'aria-describedby':
            [control['aria-describedby'], blank.has(name) ? blankId : undefined]
              .filter(Boolean)
              .join(' ') || undefined,
        })
      }
    </FormField>
  );

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

      {field('fullname', 'Full name', (control) => (
        <input {...control} {...register('fullname')} autoComplete="name" className={inputClass} />
      ))}
      {field('phone', 'Mobile number', (control) => (
        <input
          {...control}
          {...register('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          className={inputClass}
        />
      ))}
      {field('street', 'Street address', (control) => (
        <input
          {...control}
          {...register('street')}
          autoComplete="street-address"
          placeholder="House, street and area"
          className={inputClass}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('city', 'City', (control) => (
          <input
            {...control}
            {...register('city')}
            autoComplete="address-level2"
            className={inputClass}
          />
        ))}
        {field('state', 'State', (control) => (
          <select
            {...control}
            {...register('state')}
            autoComplete="address-level1"
            className={inputClass}
          >
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        ))}
        {field('zip', 'PIN code', (control) => (
          <input
            {...control}
            {...register('zip', { onChange: (event) => offerState(String(event.target.value)) })}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6 digits"
            className={inputClass}
          />
        ))}
        {field('country', 'Country', (control) => (
          <input
            {...control}
            {...register('country')}
            readOnly
            autoComplete="country-name"
            className={`${inputClass} cursor-default border-line bg-cream text-ink-muted hover:border-line`}
          />
        ))}
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
