import { INDIAN_STATES, SELLER_MESSAGES, type SellerDetails } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '../../../ui/FormField';
import { SELLER_QUERY_KEY } from '../../seller/seller-api';
import { showRefusal } from '../ui/server-refusal';
import { adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { PickupAddressFields } from './PickupAddressFields';
import {
  SELLER_REFUSALS,
  sellerResolver,
  valuesFromSeller,
  type SellerFormValues,
} from './seller-form-values';
import { saveSellerSettings, settingsKey } from './settings-api';

const GSTIN_HINT_ID = 'seller-gstin-hint';

/**
 * Seller details: the names, address and state printed on every invoice, the GSTIN once the shop
 * is registered for GST, the grievance officer shoppers can write to, and the pickup address
 * couriers collect parcels from. Checked with the shared rules before it is sent; a GSTIN the
 * server refuses is said under the GSTIN.
 */
export function SellerDetailsForm({ seller }: { seller: SellerDetails | null }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SellerFormValues, unknown, SellerDetails>({
    resolver: sellerResolver,
    defaultValues: valuesFromSeller(seller),
  });

  const save = useMutation({
    mutationFn: saveSellerSettings,
    onSuccess: (reply) => {
      toast.success(SELLER_MESSAGES.saved);
      queryClient.setQueryData(settingsKey.seller, reply.seller);
      // As kept: the GSTIN in capitals, the e-mail in lower case.
      reset(valuesFromSeller(reply.seller));
      void queryClient.invalidateQueries({ queryKey: SELLER_QUERY_KEY });
    },
    onError: (error) =>
      showRefusal(error, SELLER_REFUSALS, { setError, setFocus }, SELLER_MESSAGES.saveFailed),
  });

  return (
    <AdminFormSection
      headingId="seller-details-heading"
      title="Seller details"
      onSubmit={(event) => void handleSubmit((details) => save.mutate(details))(event)}
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={save.isPending}
    >
      <FormField id="seller-legal-name" label="Legal name" error={errors.legalName?.message}>
        {(field) => (
          <input
            {...field}
            {...register('legalName')}
            autoComplete="off"
            maxLength={200}
            className={adminInputClass}
          />
        )}
      </FormField>
      <FormField id="seller-trade-name" label="Trade name" error={errors.tradeName?.message}>
        {(field) => (
          <input
            {...field}
            {...register('tradeName')}
            autoComplete="off"
            maxLength={200}
            className={adminInputClass}
          />
        )}
      </FormField>
      <FormField id="seller-address" label="Address" error={errors.address?.message}>
        {(field) => (
          <textarea
            {...field}
            {...register('address')}
            rows={3}
            maxLength={500}
            className={`${adminInputClass} resize-y`}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="seller-state" label="State" error={errors.state?.message}>
          {(field) => (
            <select {...field} {...register('state')} className={adminInputClass}>
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="seller-gstin" label="GSTIN (optional)" error={errors.gstin?.message}>
          {(field) => (
            <>
              <input
                {...field}
                {...register('gstin')}
                aria-describedby={[GSTIN_HINT_ID, field['aria-describedby']]
                  .filter(Boolean)
                  .join(' ')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={15}
                placeholder="29ABCDE1234F1Z5"
                // Kept in capitals (the shared rule); shown so while typing.
                className={`${adminInputClass} uppercase placeholder:normal-case`}
              />
              <p id={GSTIN_HINT_ID} className="text-xs text-slate-600">
                Leave empty until the shop is registered for GST; invoices then say they are not tax
                invoices.
              </p>
            </>
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-bold text-slate-900">Grievance officer</legend>
        <p className="-mt-2 text-xs text-slate-600">
          Shoppers see the name and e-mail on the seller details page; the phone stays here.
        </p>
        <FormField
          id="seller-officer-name"
          label="Name"
          error={errors.grievanceOfficer?.name?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register('grievanceOfficer.name')}
              autoComplete="off"
              maxLength={100}
              className={adminInputClass}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="seller-officer-email"
            label="E-mail"
            error={errors.grievanceOfficer?.email?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('grievanceOfficer.email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                className={adminInputClass}
              />
            )}
          </FormField>
          <FormField
            id="seller-officer-phone"
            label="Phone"
            error={errors.grievanceOfficer?.phone?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('grievanceOfficer.phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                placeholder="10-digit mobile number"
                className={adminInputClass}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <PickupAddressFields register={register} errors={errors} />
    </AdminFormSection>
  );
}
