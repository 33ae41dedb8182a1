import { INDIAN_STATES } from '@littleloom/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../ui/FormField';
import { adminInputClass } from '../ui/admin-styles';
import { PICKUP_HEADING, type SellerFormValues } from './seller-form-values';

interface PickupAddressFieldsProps {
  register: UseFormRegister<SellerFormValues>;
  errors: FieldErrors<SellerFormValues>;
}

/**
 * Where couriers collect parcels: part of the seller details form, all empty or all filled. Its
 * PIN code is where delivery estimates are counted from; shoppers never see the address.
 */
export function PickupAddressFields({ register, errors }: PickupAddressFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-bold text-slate-900">{PICKUP_HEADING}</legend>
      <p className="-mt-2 text-xs text-slate-600">
        Delivery times shoppers see are counted from this PIN code. Shoppers never see this address;
        leave it all empty until parcels are collected.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="seller-pickup-phone"
          label="Contact phone"
          error={errors.pickupAddress?.phone?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('pickupAddress.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              placeholder="10-digit mobile number"
              className={adminInputClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="seller-pickup-street"
        label="Street address"
        error={errors.pickupAddress?.street?.message}
      >
        {(field) => (
          <input
            {...field}
            {...register('pickupAddress.street')}
            autoComplete="off"
            maxLength={200}
            className={adminInputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="seller-pickup-city" label="City" error={errors.pickupAddress?.city?.message}>
          {(field) => (
            <input
              {...field}
              {...register('pickupAddress.city')}
              autoComplete="off"
              maxLength={60}
              className={adminInputClass}
            />
          )}
        </FormField>
        <FormField
          id="seller-pickup-state"
          label="State"
          error={errors.pickupAddress?.state?.message}
        >
          {(field) => (
            <select {...field} {...register('pickupAddress.state')} className={adminInputClass}>
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="seller-pickup-pin"
          label="PIN code"
          error={errors.pickupAddress?.pin?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('pickupAddress.pin')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              placeholder="560001"
              className={adminInputClass}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
