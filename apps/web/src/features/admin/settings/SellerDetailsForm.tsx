import { SELLER_MESSAGES, type SellerDetails } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SELLER_QUERY_KEY } from '../../../lib/seller-query-key';
import { showRefusal } from '../ui/server-refusal';
import { adminHintClass, adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { PickupAddressFields } from './PickupAddressFields';
import {
  SELLER_REFUSALS,
  sellerResolver,
  valuesFromSeller,
  type SellerFormValues,
} from './seller-form-values';
import { saveSellerSettings, settingsKey } from './settings-api';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { SelectField } from '../../../ui/SelectField';
import { IndianStateOptions } from '../../../ui/IndianStateOptions';

/**
 * Seller details: the names, address and state printed on every invoice, the GSTIN once the shop
 * is registered for GST, the grievance officer shoppers can write to, and the pickup address
 * couriers collect parcels from. Checked with the shared rules before it is sent; a GSTIN the
 * server refuses is said under the GSTIN.
 */
export function SellerDetailsForm({ seller }: { seller: SellerDetails | null }) {
  const queryClient = useQueryClient();
  const form = useForm<SellerFormValues, unknown, SellerDetails>({
    resolver: sellerResolver,
    defaultValues: valuesFromSeller(seller),
  });
  const { handleSubmit, reset, setError, setFocus } = form;

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
      <TextField
        form={form}
        name="legalName"
        id="seller-legal-name"
        label="Legal name"
        autoComplete="off"
        maxLength={200}
        className={adminInputClass}
      />
      <TextField
        form={form}
        name="tradeName"
        id="seller-trade-name"
        label="Trade name"
        autoComplete="off"
        maxLength={200}
        className={adminInputClass}
      />
      <TextAreaField
        form={form}
        name="address"
        id="seller-address"
        label="Address"
        rows={3}
        maxLength={500}
        className={`${adminInputClass} resize-y`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="state"
          id="seller-state"
          label="State"
          className={adminInputClass}
        >
          <IndianStateOptions />
        </SelectField>
        <TextField
          form={form}
          name="gstin"
          id="seller-gstin"
          label="GSTIN (optional)"
          hint="Leave empty until the shop is registered for GST; invoices then say they are not tax invoices."
          hintClassName={adminHintClass}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder="29ABCDE1234F1Z5"
          // Kept in capitals (the shared rule); shown so while typing.
          className={`${adminInputClass} uppercase placeholder:normal-case`}
        />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-bold text-slate-900">Grievance officer</legend>
        <p className="-mt-2 text-xs text-slate-600">
          Shoppers see the name and e-mail on the seller details page; the phone stays here.
        </p>
        <TextField
          form={form}
          name="grievanceOfficer.name"
          id="seller-officer-name"
          label="Name"
          autoComplete="off"
          maxLength={100}
          className={adminInputClass}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="grievanceOfficer.email"
            id="seller-officer-email"
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            className={adminInputClass}
          />
          <TextField
            form={form}
            name="grievanceOfficer.phone"
            id="seller-officer-phone"
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="10-digit mobile number"
            className={adminInputClass}
          />
        </div>
      </fieldset>
      <PickupAddressFields form={form} />
    </AdminFormSection>
  );
}
