import { PROMOTION_MESSAGES, type AdminOffer, type OfferFields } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { closeDialog, returnFocus, showDialog } from '../../../ui/native-dialog';
import { adminInputClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminSubmitButton } from '../ui/AdminSubmitButton';
import {
  EMPTY_OFFER_FORM_A,
  formABody,
  OFFER_FORM_A_CHOICES,
  offerFormAResolver,
  typeOfFormA,
  valuesFromOffer,
  type OfferFormAValues,
} from './offer-form-values';
import { showOffersChange, withOffer } from './offer-list-cache';
import { OfferScopeFields } from './OfferScopeFields';
import {
  DiscountField,
  ExpiryDateField,
  OfferCodeField,
  OfferDescriptionField,
} from './PromotionFields';
import { addOffer, updateOffer } from './promotions-api';
import { showRefusal } from '../ui/server-refusal';
import { OFFER_FORM_A_REFUSALS } from './promotion-refusals';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';

interface OfferDialogProps {
  /** The offer to edit; none to add one. */
  offer?: AdminOffer | undefined;
  /** Closed, saved or not. */
  onClose: (saved: boolean) => void;
}

/**
 * Offer Management's Add Offer modal (back-office.md §2, form A of §3): type (product, category or
 * referrer), value (a percent), expiry, and the product, the category or the referral code the
 * type needs, then the offer's code and the description shoppers read. Edit opens the same modal
 * with the offer's values in it, so a new value never leaves an old percent in the description. A modal <dialog>: focus
 * stays inside, Escape closes it (unless a save is running), focus returns to the opener.
 */
export function OfferDialog({ offer, onClose }: OfferDialogProps) {
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const editing = offer !== undefined;

  const form = useForm<OfferFormAValues, unknown, OfferFields>({
    resolver: offerFormAResolver,
    defaultValues: offer ? valuesFromOffer(offer) : EMPTY_OFFER_FORM_A,
  });
  const { control, handleSubmit, setError, setFocus } = form;
  const type = useWatch({ control, name: 'type' });
  const descriptionHintId = `${titleId}-description-hint`;

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
    onError: (error) =>
      showRefusal(
        error,
        OFFER_FORM_A_REFUSALS,
        { setError, setFocus },
        PROMOTION_MESSAGES.saveOfferFailed,
      ),
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
      <FormProvider {...form}>
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
          <SelectField
            form={form}
            name="type"
            id="offer-a-type"
            label="Type"
            className={adminInputClass}
          >
            {OFFER_FORM_A_CHOICES.map((choice) => (
              <option key={choice.type} value={choice.type}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <DiscountField id="offer-a-value" label="Value (%)" name="value" form={form} />
            <ExpiryDateField id="offer-a-expiry" name="expiryDate" form={form} />
          </div>

          <OfferScopeFields type={typeOfFormA(type)} idPrefix="offer-a" current={offer}>
            <TextField
              form={form}
              name="referrerCode"
              id="offer-a-referrer"
              label="Referral code"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              className={adminInputClass}
            />
          </OfferScopeFields>

          <OfferCodeField id="offer-a-code" name="offerCode" form={form} />
          <OfferDescriptionField
            id="offer-a-description"
            name="offerDescription"
            form={form}
            hintId={descriptionHintId}
          />
          <p id={descriptionHintId} className="-mt-2 text-slate-600">
            What shoppers read in the cart. Left empty, they read what the offer does (such as “10%
            off Boys”), which always follows the value.
          </p>

          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={requestClose}
              disabled={save.isPending}
              className={adminSecondaryButtonClass}
            >
              Cancel
            </button>
            <AdminSubmitButton label="Save offer" pendingLabel="Saving…" pending={save.isPending} />
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
