import { useId } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass } from '../../ui/FormField';
import { TruckIcon } from '../../ui/icons';
import { DeliveryAnswer } from './DeliveryAnswer';
import { useDeliveryPin } from './use-delivery-pin';

/**
 * "Delivery" on the product page: a PIN code and Check, then whether, by when and how the shop
 * delivers there, said politely to screen readers as it arrives.
 */
export function DeliveryCheck() {
  const pin = useDeliveryPin();
  const ids = useId();

  return (
    <section aria-labelledby={`${ids}-heading`} className="border-t border-line pt-5">
      <h2 id={`${ids}-heading`} className="flex items-center gap-2 font-bold text-ink">
        <TruckIcon size={20} className="text-mint-strong" />
        Delivery
      </h2>
      <form
        noValidate
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          pin.check();
        }}
      >
        <FormField id={`${ids}-pin`} label="Delivery PIN code" error={pin.problem ?? undefined}>
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                // Six digits, with room for the space of "560 001".
                maxLength={7}
                value={pin.value}
                onChange={(event) => pin.type(event.target.value)}
                className={`${inputClass} min-w-0 flex-1 sm:max-w-48`}
              />
              <button type="submit" className={buttonClass('secondary', 'shrink-0 px-6')}>
                Check
              </button>
            </div>
          )}
        </FormField>
      </form>
      <div role="status" className="mt-3 flex flex-col gap-0.5">
        {pin.checked ? <DeliveryAnswer pin={pin.checked} /> : null}
      </div>
    </section>
  );
}
