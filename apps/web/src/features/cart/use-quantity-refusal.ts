import { useCallback, useState } from 'react';
import { quantityRefusal, type QuantityRefusal } from './quantity-refusal';

/**
 * The dialog state for 'Quantity Limit Reached' and 'Insufficient Stock'. `show` fits
 * useCartChange's onRefused: it opens the dialog for those two and leaves any other failure to
 * the usual toast.
 */
export function useQuantityRefusal() {
  const [refusal, setRefusal] = useState<QuantityRefusal | null>(null);
  const show = useCallback((error: unknown) => {
    const found = quantityRefusal(error);
    if (found) setRefusal(found);
    return found !== null;
  }, []);
  const dismiss = useCallback(() => setRefusal(null), []);
  return { refusal, show, dismiss };
}
