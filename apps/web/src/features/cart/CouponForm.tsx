import { COUPON_CART_MESSAGES } from '@littleloom/shared';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { inputClass } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { applyCouponRequest } from './cart-api';
import { useCartChange } from './use-cart-change';

/**
 * A coupon code and Apply (storefront.md §5): 'Please enter a coupon code.' when empty; the
 * server's refusal ('Invalid coupon code', '…cannot be combined with an offer…') under the field.
 */
export function CouponForm() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const apply = useCartChange({
    request: (couponCode: string) => applyCouponRequest(couponCode),
    failure: COUPON_CART_MESSAGES.applyFailed,
    announce: true,
    onDone: () => setCode(''),
    onRefused: (_error, message) => {
      setProblem(message);
      return true;
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setProblem(COUPON_CART_MESSAGES.codeRequired);
      return;
    }
    setProblem(null);
    apply.mutate(couponCode);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-bold text-ink">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          className={`${inputClass} min-w-0 uppercase placeholder:normal-case`}
          placeholder="e.g. WELCOME10"
        />
        <button
          type="submit"
          disabled={apply.isPending}
          aria-busy={apply.isPending || undefined}
          aria-label={apply.isPending ? undefined : 'Apply coupon'}
          className={buttonClass('secondary', 'shrink-0 px-5')}
        >
          {apply.isPending ? <Spinner /> : null}
          {apply.isPending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-bold text-coral-strong">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
