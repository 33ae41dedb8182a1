import { z } from '../zod';
import { ADDRESS_MESSAGES, pinCodeField } from './address';

/** What the shop says about delivery to a PIN code, at the product page and at checkout. */
export const SHIPPING_MESSAGES = {
  pinInvalid: ADDRESS_MESSAGES.zip,
  notServiceable:
    'We do not deliver to this PIN code yet. Please choose an address with another PIN code.',
  codUnavailable: 'Cash on delivery is not available at this PIN code. Please pay another way.',
  checkFailed: 'We could not check delivery to this PIN code just now. Please try again.',
} as const;

/** GET /api/shipping/serviceability?pin=560001 */
export const serviceabilityQuerySchema = z.object({ pin: pinCodeField });
export type ServiceabilityQuery = z.infer<typeof serviceabilityQuerySchema>;
