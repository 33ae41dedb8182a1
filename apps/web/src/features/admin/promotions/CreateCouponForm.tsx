import {
  MAX_DISCOUNT_PERCENT,
  PROMOTION_MESSAGES,
  type CouponFields,
  type CouponReply,
} from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { FormField } from '../../../ui/FormField';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminInputClass, adminPrimaryButtonClass } from '../ui/admin-styles';
import { couponResolver, EMPTY_COUPON_FORM, type CouponFormValues } from './coupon-form-values';
import { localToday } from './local-day';
import { createCoupon } from './promotions-api';
import { COUPON_REFUSALS, fieldOfRefusal } from './server-refusal';

/**
 * Create Coupon (back-office.md §2, §5): code, percent off, the smallest order it applies to and
 * the last day it can be used. Checked with the shared coupon rules before it is sent; a code
 * already taken (in any case) is said under the code.
 */
export function CreateCouponForm({ onCreated }: { onCreated: (reply: CouponReply) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, CouponFields>({
    resolver: couponResolver,
    defaultValues: EMPTY_COUPON_FORM,
  });

  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: (reply) => {
      reset();
      onCreated(reply);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfRefusal(error, COUPON_REFUSALS);
      if (field && error instanceof ApiError) {
        setError(field, { message: error.message });
        setFocus(field);
        return;
      }
      toastFailure(error, PROMOTION_MESSAGES.createCouponError);
    },
  });

  return (
    <section
      aria-labelledby="create-coupon-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="create-coupon-heading" className="text-base font-bold text-slate-900">
        Create Coupon
      </h2>
      <form
        noValidate
        aria-labelledby="create-coupon-heading"
        onSubmit={(event) => void handleSubmit((fields) => create.mutate(fields))(event)}
        className="mt-3 flex max-w-2xl flex-col gap-4 text-sm"
      >
        <FormField id="coupon-code" label="Coupon code" error={errors.code?.message}>
          {(field) => (
            <input
              {...field}
              {...register('code')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              placeholder="SAVE10"
              // Codes are kept in capitals (the shared rule); show them so while typing.
              className={`${adminInputClass} uppercase placeholder:normal-case`}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="coupon-discount" label="Discount (%)" error={errors.discount?.message}>
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
          <FormField
            id="coupon-minimum"
            label="Minimum purchase (₹)"
            error={errors.minPurchaseAmount?.message}
          >
            {(field) => (
              <input
                {...field}
                {...register('minPurchaseAmount')}
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                className={adminInputClass}
              />
            )}
          </FormField>
        </div>
        <FormField id="coupon-expiry" label="Expiry date" error={errors.expiryDate?.message}>
          {(field) => (
            <input
              {...field}
              {...register('expiryDate')}
              type="date"
              min={localToday()}
              className={`${adminInputClass} sm:max-w-60`}
            />
          )}
        </FormField>
        <div>
          <button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending || undefined}
            className={adminPrimaryButtonClass}
          >
            {create.isPending ? 'Creating…' : 'Create Coupon'}
          </button>
        </div>
      </form>
    </section>
  );
}
