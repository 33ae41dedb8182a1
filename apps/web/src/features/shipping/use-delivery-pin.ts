import { SHIPPING_MESSAGES, pinCodeField } from '@littleloom/shared';
import { useState } from 'react';
import { useAddresses } from '../addresses/addresses-api';
import { rememberedPin, rememberPin } from './remembered-pin';
import { validPin } from './serviceability-query';

/**
 * The product page's PIN code field. It starts with the PIN code this browser last checked, and
 * answers for it at once; failing that, a signed-in shopper's first saved address offers its PIN
 * code, left for them to check. A PIN code is checked only once it is well formed: the shared
 * rule says what is wrong under the field, and nothing is asked of the server.
 */
export function useDeliveryPin() {
  const [remembered] = useState(rememberedPin);
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(remembered);
  const [problem, setProblem] = useState<string | null>(null);
  const addresses = useAddresses(remembered === null);
  const addressPin = validPin(addresses.data?.[0]?.zip);
  const value = typed ?? remembered ?? addressPin ?? '';

  const type = (text: string) => {
    setTyped(text);
    setProblem(null);
  };

  const check = () => {
    const parsed = pinCodeField.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? SHIPPING_MESSAGES.pinInvalid);
      setChecked(null);
      return;
    }
    setChecked(parsed.data);
    rememberPin(parsed.data);
  };

  return { value, type, check, checked, problem };
}
