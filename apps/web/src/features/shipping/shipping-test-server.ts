import {
  SHIPPING_MESSAGES,
  serviceabilityQuerySchema,
  type OrderPaymentMethod,
  type ServiceabilityReply,
} from '@littleloom/shared';
import { jsonResponse } from '../../test/fetch-stub';

/**
 * Test helper (not used by the app): GET /api/shipping/serviceability as the server answers it,
 * and the delivery rules placing an order keeps, for fakes that serve more than shipping.
 */

/** The day the fake couriers promise unless told otherwise: "Fri, 5 Dec". */
export const FAKE_ESTIMATE = '2025-12-05';

/**
 * How one PIN code is answered: served (cash on delivery taken, FAKE_ESTIMATE) unless said
 * otherwise; 'unreachable' is a courier that does not answer (503), 'offline' a request that never
 * reaches the server, and a status with words any other refusal.
 */
export type FakeDelivery =
  | { serviceable?: boolean; cod?: boolean; estimatedDelivery?: string | null }
  | { status: number; message: string }
  | 'unreachable'
  | 'offline';

export type FakeDeliveries = Record<string, FakeDelivery>;

const refuse = (message: string, status: number) =>
  jsonResponse({ success: false, message }, status);

/** The answer to a serviceability request; null for any other path. */
export function serveServiceability(url: URL, deliveries: FakeDeliveries): Response | null {
  if (url.pathname !== '/api/shipping/serviceability') return null;
  const query = serviceabilityQuerySchema.safeParse({
    pin: url.searchParams.get('pin') ?? undefined,
  });
  if (!query.success) {
    return refuse(query.error.issues[0]?.message ?? SHIPPING_MESSAGES.pinInvalid, 400);
  }
  const { pin } = query.data;
  const fake = deliveries[pin] ?? {};
  if (fake === 'offline') throw new TypeError('Failed to fetch');
  if (fake === 'unreachable') return refuse(SHIPPING_MESSAGES.checkFailed, 503);
  if ('status' in fake) return refuse(fake.message, fake.status);
  const serviceable = fake.serviceable ?? true;
  const estimate = fake.estimatedDelivery === undefined ? FAKE_ESTIMATE : fake.estimatedDelivery;
  const reply: ServiceabilityReply = {
    success: true,
    pin,
    serviceable,
    cod: serviceable && (fake.cod ?? true),
    estimatedDelivery: serviceable ? estimate : null,
  };
  return jsonResponse(reply);
}

/**
 * How placing an order to `pin`, paid by `method`, is refused, or null when it is not: 400 where
 * the courier does not go or takes no cash for a COD order, 503 when the courier cannot be asked
 * then either. A check that never reached the server says nothing of the courier.
 */
export function deliveryRefusal(
  deliveries: FakeDeliveries,
  pin: string,
  method: OrderPaymentMethod,
): { status: number; message: string } | null {
  const fake = deliveries[pin] ?? {};
  if (fake === 'unreachable') return { status: 503, message: SHIPPING_MESSAGES.checkFailed };
  if (fake === 'offline' || 'status' in fake) return null;
  if (fake.serviceable === false) return { status: 400, message: SHIPPING_MESSAGES.notServiceable };
  if (method === 'COD' && fake.cod === false) {
    return { status: 400, message: SHIPPING_MESSAGES.codUnavailable };
  }
  return null;
}
