import { pinCodeField } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchServiceability, serviceabilityQueryKey } from './shipping-api';

/** The PIN code in `text` as the server reads it ("560 001" is 560001), or null when it is none. */
export function validPin(text: string | null | undefined): string | null {
  const parsed = pinCodeField.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether, and how, the shop delivers to `pin` (a PIN code already checked with validPin); never
 * asked for null. The product page and the checkout share one answer per PIN code.
 */
export function useServiceability(pin: string | null) {
  return useQuery({
    queryKey: serviceabilityQueryKey(pin ?? ''),
    queryFn: ({ signal }) => fetchServiceability(pin ?? '', signal),
    enabled: pin !== null,
  });
}
