import type { BoundForm } from '../../../ui/bound-field';
import { adminInputClass } from '../ui/admin-styles';
import { PICKUP_HEADING, type SellerFormValues } from './seller-form-values';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { IndianStateOptions } from '../../../ui/IndianStateOptions';

interface PickupAddressFieldsProps {
  form: BoundForm<SellerFormValues>;
}

/**
 * Where couriers collect parcels: part of the seller details form, all empty or all filled. Its
 * PIN code is where delivery estimates are counted from; shoppers never see the address.
 */
export function PickupAddressFields({ form }: PickupAddressFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-bold text-slate-900">{PICKUP_HEADING}</legend>
      <p className="-mt-2 text-xs text-slate-600">
        Delivery times shoppers see are counted from this PIN code. Shoppers never see this address;
        leave it all empty until parcels are collected.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="pickupAddress.phone"
          id="seller-pickup-phone"
          label="Contact phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="10-digit mobile number"
          className={adminInputClass}
        />
      </div>
      <TextField
        form={form}
        name="pickupAddress.street"
        id="seller-pickup-street"
        label="Street address"
        autoComplete="off"
        maxLength={200}
        className={adminInputClass}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="pickupAddress.city"
          id="seller-pickup-city"
          label="City"
          autoComplete="off"
          maxLength={60}
          className={adminInputClass}
        />
        <SelectField
          form={form}
          name="pickupAddress.state"
          id="seller-pickup-state"
          label="State"
          className={adminInputClass}
        >
          <IndianStateOptions />
        </SelectField>
        <TextField
          form={form}
          name="pickupAddress.pin"
          id="seller-pickup-pin"
          label="PIN code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          placeholder="560001"
          className={adminInputClass}
        />
      </div>
    </fieldset>
  );
}
