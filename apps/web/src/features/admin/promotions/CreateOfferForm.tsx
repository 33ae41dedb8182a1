import {
  MAX_DISCOUNT_PERCENT,
  OFFER_FORM_B_TYPES,
  PROMOTION_MESSAGES,
  type AdminOfferReply,
  type OfferFields,
} from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { FormField } from '../../../ui/FormField';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminInputClass, adminPrimaryButtonClass } from '../ui/admin-styles';
import { CategoryPicker } from './CategoryPicker';
import { localToday } from './local-day';
import {
  EMPTY_OFFER_FORM_B,
  formBRequest,
  offerFormBResolver,
  type OfferFormBLabel,
  type OfferFormBValues,
} from './offer-form-values';
import { ProductPicker } from './ProductPicker';
import { createOffer } from './promotions-api';
import { fieldOfRefusal, OFFER_FORM_B_REFUSALS } from './server-refusal';

/**
 * Create Offer on the coupons page (back-office.md §2, form B of §3): a type (Product, Category or
 * Referral), a code and a description shoppers see, the percent off and the last day. A product
 * or category offer also names what it covers; a referral offer takes the whole cart.
 */
export function CreateOfferForm({ onCreated }: { onCreated: (reply: AdminOfferReply) => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<OfferFormBValues, unknown, OfferFields>({
    resolver: offerFormBResolver,
    defaultValues: EMPTY_OFFER_FORM_B,
  });
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
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfRefusal(error, OFFER_FORM_B_REFUSALS);
      if (field && error instanceof ApiError) {
        setError(field, { message: error.message });
        setFocus(field);
        return;
      }
      toastFailure(error, PROMOTION_MESSAGES.createOfferError);
    },
  });

  return (
    <section
      aria-labelledby="create-offer-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="create-offer-heading" className="text-base font-bold text-slate-900">
        Create Offer
      </h2>
      <form
        noValidate
        aria-labelledby="create-offer-heading"
        onSubmit={(event) => void handleSubmit((offer) => create.mutate(offer))(event)}
        className="mt-3 flex max-w-2xl flex-col gap-4 text-sm"
      >
        <FormField id="offer-b-type" label="Offer type">
          {(field) => (
            <select
              {...field}
              {...register('offerType')}
              className={`${adminInputClass} sm:max-w-60`}
            >
              {OFFER_FORM_B_TYPES.map(({ label }) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="offer-b-code" label="Offer code" error={errors.offerCode?.message}>
          {(field) => (
            <input
              {...field}
              {...register('offerCode')}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              className={adminInputClass}
            />
          )}
        </FormField>
        <FormField
          id="offer-b-description"
          label="Description"
          error={errors.offerDescription?.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...register('offerDescription')}
              rows={2}
              maxLength={200}
              className={`${adminInputClass} resize-y`}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="offer-b-discount" label="Discount (%)" error={errors.discount?.message}>
            {(field) => (
              <input
                {...field}
                {...register('discount')}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DISCOUNT_PERCENT}
                step={1}
                className={adminInputClass}
              />
            )}
          </FormField>
          <FormField id="offer-b-expiry" label="Expiry date" error={errors.expiryDate?.message}>
            {(field) => (
              <input
                {...field}
                {...register('expiryDate')}
                type="date"
                min={localToday()}
                className={adminInputClass}
              />
            )}
          </FormField>
        </div>
        <OfferBScope key={created} type={offerType} control={control} errors={errors} />
        <div>
          <button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending || undefined}
            className={adminPrimaryButtonClass}
          >
            {create.isPending ? 'Creating…' : 'Create Offer'}
          </button>
        </div>
      </form>
    </section>
  );
}

interface OfferBScopeProps {
  type: OfferFormBLabel;
  control: Control<OfferFormBValues, unknown, OfferFields>;
  errors: FieldErrors<OfferFormBValues>;
}

/** What the offer covers, by its type: a product, a category, or (referral) the whole cart. */
function OfferBScope({ type, control, errors }: OfferBScopeProps) {
  if (type === 'Product') {
    return (
      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <ProductPicker
            id="offer-b-product"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.productId?.message}
          />
        )}
      />
    );
  }
  if (type === 'Category') {
    return (
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <CategoryPicker
            id="offer-b-category"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.categoryId?.message}
          />
        )}
      />
    );
  }
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-600">
      A referral offer takes its percent off the whole cart.
    </p>
  );
}
