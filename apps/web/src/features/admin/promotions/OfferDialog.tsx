import {
  MAX_DISCOUNT_PERCENT,
  PROMOTION_MESSAGES,
  type AdminOffer,
  type OfferFields,
} from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { FormField } from '../../../ui/FormField';
import { closeDialog, returnFocus, showDialog } from '../../../ui/native-dialog';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import {
  adminInputClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '../ui/admin-styles';
import { CategoryPicker } from './CategoryPicker';
import { localToday } from './local-day';
import {
  EMPTY_OFFER_FORM_A,
  formABody,
  OFFER_FORM_A_CHOICES,
  offerFormAResolver,
  valuesFromOffer,
  type OfferFormAValues,
} from './offer-form-values';
import { showOffersChange, withOffer } from './offer-list-cache';
import { ProductPicker } from './ProductPicker';
import { addOffer, updateOffer } from './promotions-api';
import { fieldOfRefusal, OFFER_FORM_A_REFUSALS } from './server-refusal';

interface OfferDialogProps {
  /** The offer to edit; none to add one. */
  offer?: AdminOffer | undefined;
  /** Closed, saved or not. */
  onClose: (saved: boolean) => void;
}

/**
 * Offer Management's Add Offer modal (back-office.md §2, form A of §3): type (product, category or
 * referrer), value (a percent), expiry, and the product, the category or the referral code the
 * type needs. Edit opens the same modal with the offer's values in it. A modal <dialog>: focus
 * stays inside, Escape closes it (unless a save is running), focus returns to the opener.
 */
export function OfferDialog({ offer, onClose }: OfferDialogProps) {
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const editing = offer !== undefined;

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<OfferFormAValues, unknown, OfferFields>({
    resolver: offerFormAResolver,
    defaultValues: offer ? valuesFromOffer(offer) : EMPTY_OFFER_FORM_A,
  });
  const type = useWatch({ control, name: 'type' });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    dialog.querySelector<HTMLElement>('select, input')?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(dialog, opener);
    };
  }, []);

  const save = useMutation({
    mutationFn: (fields: OfferFields) =>
      offer ? updateOffer(offer._id, formABody(fields)) : addOffer(formABody(fields)),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showOffersChange(queryClient, (list) => withOffer(list, reply.data));
      onClose(true);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfRefusal(error, OFFER_FORM_A_REFUSALS);
      if (field && error instanceof ApiError) {
        setError(field, { message: error.message });
        setFocus(field);
        return;
      }
      toastFailure(error, PROMOTION_MESSAGES.saveOfferFailed);
    },
  });

  const requestClose = () => {
    if (!save.isPending) onClose(false);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // The browser closes on Escape by itself; keep the caller's state the one truth.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        requestClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void handleSubmit((fields) => save.mutate(fields))(event)}
        className="flex flex-col gap-4 p-5 text-sm sm:p-6"
      >
        <div>
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            {editing ? 'Edit Offer' : 'Add Offer'}
          </h2>
          {offer ? <p className="text-slate-600">{offer.name}</p> : null}
        </div>
        <FormField id="offer-a-type" label="Type" error={errors.type?.message}>
          {(field) => (
            <select {...field} {...register('type')} className={adminInputClass}>
              {OFFER_FORM_A_CHOICES.map((choice) => (
                <option key={choice.type} value={choice.type}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="offer-a-value" label="Value (%)" error={errors.value?.message}>
            {(field) => (
              <input
                {...field}
                {...register('value')}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DISCOUNT_PERCENT}
                step={1}
                className={adminInputClass}
              />
            )}
          </FormField>
          <FormField id="offer-a-expiry" label="Expiry date" error={errors.expiryDate?.message}>
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

        {type === 'product' ? (
          <Controller
            control={control}
            name="productId"
            render={({ field }) => (
              <ProductPicker
                id="offer-a-product"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.productId?.message}
                current={offer?.product}
              />
            )}
          />
        ) : type === 'category' ? (
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <CategoryPicker
                id="offer-a-category"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.categoryId?.message}
                current={offer?.category}
              />
            )}
          />
        ) : (
          <FormField
            id="offer-a-referrer"
            label="Referral code"
            error={errors.referrerCode?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('referrerCode')}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                className={adminInputClass}
              />
            )}
          </FormField>
        )}

        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={requestClose}
            disabled={save.isPending}
            className={adminSecondaryButtonClass}
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className={adminPrimaryButtonClass}
          >
            {save.isPending ? 'Saving…' : 'Save offer'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
