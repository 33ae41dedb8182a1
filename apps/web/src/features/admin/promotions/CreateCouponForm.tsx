import { PROMOTION_MESSAGES, type CouponFields, type CouponReply } from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { couponResolver, EMPTY_COUPON_FORM, type CouponFormValues } from './coupon-form-values';
import { DiscountField, ExpiryDateField } from './PromotionFields';
import { createCoupon } from './promotions-api';
import { showRefusal } from '../ui/server-refusal';
import { COUPON_REFUSALS } from './promotion-refusals';
import { TextField } from '../../../ui/TextField';

/**
 * Create Coupon (back-office.md §2, §5): code, percent off, the smallest order it applies to and
 * the last day it can be used. Checked with the shared coupon rules before it is sent; a code
 * already taken (in any case) is said under the code.
 */
export function CreateCouponForm({ onCreated }: { onCreated: (reply: CouponReply) => void }) {
  const form = useForm<CouponFormValues, unknown, CouponFields>({
    resolver: couponResolver,
    defaultValues: EMPTY_COUPON_FORM,
  });
  const { handleSubmit, reset, setError, setFocus } = form;

  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: (reply) => {
      reset();
      onCreated(reply);
    },
    onError: (error) =>
      showRefusal(
        error,
        COUPON_REFUSALS,
        { setError, setFocus },
        PROMOTION_MESSAGES.createCouponError,
      ),
  });

  return (
    <AdminFormSection
      headingId="create-coupon-heading"
      title="Create Coupon"
      onSubmit={(event) => void handleSubmit((fields) => create.mutate(fields))(event)}
      submitLabel="Create Coupon"
      pendingLabel="Creating…"
      pending={create.isPending}
    >
      <TextField
        form={form}
        name="code"
        id="coupon-code"
        label="Coupon code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="SAVE10"
        // Codes are kept in capitals (the shared rule); show them so while typing.
        className={`${adminInputClass} uppercase placeholder:normal-case`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DiscountField id="coupon-discount" label="Discount (%)" name="discount" form={form} />
        <TextField
          form={form}
          name="minPurchaseAmount"
          id="coupon-minimum"
          label="Minimum purchase (₹)"
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          className={adminInputClass}
        />
      </div>
      <ExpiryDateField id="coupon-expiry" name="expiryDate" form={form} narrow />
    </AdminFormSection>
  );
}
