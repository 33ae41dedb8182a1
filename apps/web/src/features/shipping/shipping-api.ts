import type { ServiceabilityReply } from '@littleloom/shared';
import { apiFetch } from '../../lib/api';

/** Every delivery answer sits under this prefix, so a refused order can have them all asked again. */
export const SERVICEABILITY_QUERY_KEY = ['shipping', 'serviceability'] as const;

export const serviceabilityQueryKey = (pin: string) => [...SERVICEABILITY_QUERY_KEY, pin] as const;

/**
 * GET /api/shipping/serviceability?pin=560001: whether the shop delivers to a PIN code, whether
 * cash on delivery is taken there, and the shop day a parcel sent today should arrive by. Open to
 * guests. A malformed PIN code answers 400, a courier that cannot be reached 503, each with the
 * words to show.
 */
export function fetchServiceability(pin: string, signal?: AbortSignal) {
  return apiFetch<ServiceabilityReply>(
    `/api/shipping/serviceability?pin=${encodeURIComponent(pin)}`,
    { signal },
  );
}
