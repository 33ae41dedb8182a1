import {
  OFFER_FORM_B_TYPES,
  PROMOTION_MESSAGES,
  type AdminOfferReply,
  type OfferFields,
} from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import {
  EMPTY_OFFER_FORM_B,
  formBRequest,
  offerFormBResolver,
  typeOfLabel,
  type OfferFormBValues,
} from './offer-form-values';
import { OfferScopeFields } from './OfferScopeFields';
import {
  DiscountField,
  ExpiryDateField,
  OfferCodeField,
  OfferDescriptionField,
} from './PromotionFields';
import { createOffer } from './promotions-api';
import { showRefusal } from '../ui/server-refusal';
import { OFFER_FORM_B_REFUSALS } from './promotion-refusals';
import { SelectField } from '../../../ui/SelectField';

/**
 * Create Offer on the coupons page (back-office.md §2, form B of §3): a type (Product, Category or
 * Referral), a code and a description shoppers see, the percent off and the last day. A product
 * or category offer also names what it covers; a referral offer takes the whole cart.
 */
export function CreateOfferForm({ onCreated }: { onCreated: (reply: AdminOfferReply) => void }) {
  const form = useForm<OfferFormBValues, unknown, OfferFields>({
    resolver: offerFormBResolver,
    defaultValues: EMPTY_OFFER_FORM_B,
  });
  const { control, handleSubmit, reset, setError, setFocus } = form;
  const offerType = useWatch({ control, name: 'offerType' });
  // Counts offers created here: a new count gives the pickers a fresh start (no old search).
  const [created, setCreated] = useState(0);

  const create = useMutation({
    mutationFn: (offer: OfferFields) => {
      const { type, body } = formBRequest(offer);
      return createOffer(type, body);
    },
    onSuccess: (reply) => {
      reset();
      setCreated((count) => count + 1);
      onCreated(reply);
    },
    onError: (error) =>
      showRefusal(
        error,
        OFFER_FORM_B_REFUSALS,
        { setError, setFocus },
        PROMOTION_MESSAGES.createOfferError,
      ),
  });

  return (
    <FormProvider {...form}>
      <AdminFormSection
        headingId="create-offer-heading"
        title="Create Offer"
        onSubmit={(event) => void handleSubmit((offer) => create.mutate(offer))(event)}
        submitLabel="Create Offer"
        pendingLabel="Creating…"
        pending={create.isPending}
      >
        <SelectField
          form={form}
          name="offerType"
          id="offer-b-type"
          label="Offer type"
          className={`${adminInputClass} sm:max-w-60`}
        >
          {OFFER_FORM_B_TYPES.map(({ label }) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </SelectField>
        <OfferCodeField id="offer-b-code" name="offerCode" form={form} />
        <OfferDescriptionField id="offer-b-description" name="offerDescription" form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DiscountField id="offer-b-discount" label="Discount (%)" name="discount" form={form} />
          <ExpiryDateField id="offer-b-expiry" name="expiryDate" form={form} />
        </div>
        <OfferScopeFields key={created} type={typeOfLabel(offerType)} idPrefix="offer-b">
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-600">
            A referral offer takes its percent off the whole cart.
          </p>
        </OfferScopeFields>
      </AdminFormSection>
    </FormProvider>
  );
}
