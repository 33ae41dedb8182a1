import type { AppConfig } from '../config';
import { badRequest } from './errors';

/**
 * Card payments need a gateway. Without one (no Razorpay keys and the simulator off, as in
 * production unless PAYMENT_SIMULATOR=on) each way of starting a card payment (checkout by card,
 * Retry Payment, Add Money) is refused with `message` before anything is written; cash on
 * delivery and wallet payments carry on.
 */
export function refuseWithoutCardGateway(
  config: Pick<AppConfig, 'cardGateway'>,
  message: string,
): void {
  if (config.cardGateway === null) throw badRequest(message);
}
