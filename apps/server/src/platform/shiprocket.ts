import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import { shiprocketLabel, shiprocketTime } from './shiprocket-webhook';
import {
  BookingRefused,
  CourierUnavailable,
  NOT_SERVICEABLE,
  type BookedParcel,
  type Courier,
  type CourierIds,
  type CourierParcel,
  type ParcelBooking,
  type ParcelRoute,
  type RouteServiceability,
} from './shipping';

/** Shiprocket's tokens last 10 days; the shop signs in again a day before, never with a stale one. */
const SHIPROCKET_TOKEN_RENEW_MS = 9 * 86_400_000;
/** A shopper waits on this call at the product page and at checkout. */
const SHIPROCKET_TIMEOUT_MS = 5_000;

const shiprocketNumber = z.union([z.number(), z.string()]).nullish();
const shiprocketServiceabilityBody = z.object({
  status: shiprocketNumber,
  // An answer without couriers carries `data: []` or no data at all.
  data: z
    .union([
      z.object({
        available_courier_companies: z
          .array(
            z.object({
              courier_company_id: shiprocketNumber,
              cod: shiprocketNumber,
              estimated_delivery_days: shiprocketNumber,
            }),
          )
          .nullish(),
        recommended_courier_company_id: shiprocketNumber,
      }),
      z.array(z.unknown()),
    ])
    .nullish(),
});
type ShiprocketServiceabilityBody = z.infer<typeof shiprocketServiceabilityBody>;

const shiprocketLoginBody = z.object({ token: z.string().min(1) });

/**
 * What Shiprocket's answer means for the shop: no courier company (or its `status: 404` answer)
 * is not serviceable; cash on delivery when any company takes it; the estimate of the company
 * Shiprocket recommends, else the slowest, so that whichever is booked the promise holds.
 */
export function serviceabilityFromShiprocket(
  body: ShiprocketServiceabilityBody,
): RouteServiceability {
  if (Number(body.status) === 404) return NOT_SERVICEABLE;
  const data = Array.isArray(body.data) ? undefined : body.data;
  const companies = data?.available_courier_companies ?? [];
  if (companies.length === 0) return NOT_SERVICEABLE;
  const days = (company: (typeof companies)[number]) => {
    const value = Number(company.estimated_delivery_days);
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const recommended = companies.find(
    (company) =>
      data?.recommended_courier_company_id != null &&
      Number(company.courier_company_id) === Number(data.recommended_courier_company_id),
  );
  const estimates = companies.map(days).filter((value) => value !== null);
  return {
    serviceable: true,
    cod: companies.some((company) => Number(company.cod) === 1),
    estimatedDays:
      (recommended && days(recommended)) ?? (estimates.length > 0 ? Math.max(...estimates) : null),
  };
}

/** Every Shiprocket account starts with one pickup address, under this nickname. */
export const SHIPROCKET_DEFAULT_PICKUP_LOCATION = 'Primary';

/** Shiprocket's public tracking page for an AWB, which it shows shoppers whoever carries it. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/**
 * Answers that say nothing about the parcel: a token refused again after a new login, an account
 * without access, a path Shiprocket does not know, a timeout on its side, too many calls.
 */
const NOT_ABOUT_THE_PARCEL = new Set([401, 403, 404, 405, 408, 429]);

/** An AWB as couriers write them, and as the tracking webhook's reader accepts them. */
const AWB_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

const shiprocketId = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/),
  ])
  .transform(String);
const shiprocketText = z.union([z.string(), z.number()]).nullish();

const createdOrderBody = z.object({
  order_id: shiprocketId,
  shipment_id: shiprocketId,
  awb_code: shiprocketText,
  courier_name: z.string().nullish(),
});

const assignedAwbBody = z.object({
  awb_assign_status: shiprocketNumber,
  message: z.string().nullish(),
  response: z
    .object({
      data: z
        .object({
          awb_code: shiprocketText,
          courier_name: z.string().nullish(),
          awb_assign_error: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

const pickupBody = z.object({
  pickup_status: shiprocketNumber,
  message: z.string().nullish(),
  response: z.object({ data: z.unknown() }).nullish(),
});

const labelBody = z.object({ label_created: shiprocketNumber, label_url: z.string().nullish() });

const orderShipment = z.object({
  id: shiprocketId,
  awb: shiprocketText,
  courier: z.string().nullish(),
});
const orderDetailsBody = z.object({
  data: z.object({
    status: z.string().nullish(),
    // One shipment per order here: an object, though Shiprocket's order lists give an array.
    shipments: z.union([orderShipment, z.array(orderShipment)]).nullish(),
  }),
});

/** What Shiprocket calls an order that is cancelled or on its way back: a cancellation stands. */
const CANCELLED_ORDER_STATUSES = new Set([
  'CANCELED',
  'CANCELLED',
  'CANCELLATION REQUESTED',
  'RTO INITIATED',
  'RTO IN TRANSIT',
  'RTO ACKNOWLEDGED',
  'RTO DELIVERED',
]);

/** Shiprocket's ids are numbers; the shop keeps them as text. */
const asShiprocketId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

const rupees = (paise: number) => Math.round(paise) / 100;

/** Shiprocket asks for a first and a last name: the last word is the last name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}

/** Ten digits, as Shiprocket takes an Indian mobile number: without +91 or a leading 0. */
export function tenDigitPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/**
 * The body of Shiprocket's custom order for a parcel: the shop's reference is its `order_id` (the
 * same on every retry), the delivery address is both billing and shipping, amounts are rupees and
 * the weight kilograms. `sub_total` is what Shiprocket declares and, for cash on delivery, what the
 * courier collects: it adds nothing to it, so no discount or charge is sent beside it.
 */
export function shiprocketOrderBody(booking: ParcelBooking, pickupLocation: string) {
  const { first, last } = splitName(booking.delivery.name);
  const cod = booking.codPaise > 0;
  return {
    order_id: booking.reference,
    order_date: shiprocketTime(booking.orderedAt).slice(0, 16),
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: booking.delivery.street,
    // Shiprocket refuses a city name longer than 30 characters.
    billing_city: booking.delivery.city.trim().slice(0, 30),
    billing_pincode: booking.delivery.pin,
    billing_state: booking.delivery.state,
    billing_country: 'India',
    billing_email: booking.delivery.email,
    billing_phone: tenDigitPhone(booking.delivery.phone),
    shipping_is_billing: true,
    order_items: booking.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupees(item.unitPricePaise),
    })),
    payment_method: cod ? 'COD' : 'Prepaid',
    sub_total: rupees(cod ? booking.codPaise : booking.goodsValuePaise),
    length: booking.lengthCm,
    breadth: booking.breadthCm,
    height: booking.heightCm,
    weight: booking.weightGrams / 1000,
  };
}

/** Shiprocket's words as the admin reads them: one line, no control characters, short. */
function plainWords(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const words = text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 200)
    .trim()
    // The admin's message goes on with ". Try again."
    .replace(/[.\s]+$/, '');
  return words === '' ? undefined : words;
}

/** The strings of Shiprocket's `errors` (an object of field names to lists, or a list). */
function errorWords(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(errorWords);
  if (typeof errors === 'object' && errors !== null) {
    return Object.values(errors).flatMap((value) =>
      typeof value === 'string' || Array.isArray(value) ? errorWords(value) : [],
    );
  }
  return [];
}

/**
 * What Shiprocket said when it refused a request: the field errors it lists (`The billing pincode
 * must be 6 digits.`), else its message; undefined when it said nothing readable.
 */
export function shiprocketRefusal(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const details = errorWords(errors).slice(0, 3);
  return plainWords(details.length > 0 ? details.join(' ') : message);
}

/** Shiprocket's answer to one call: its status and its body, read (undefined when empty). */
interface ShiprocketAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** An order as Shiprocket holds it: its ids, and its AWB once one is assigned. */
interface ShiprocketOrder {
  orderId: string | null;
  shipmentId: string;
  awb: string | null;
  courierName: string | null;
  status: string | null;
}

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** Shiprocket's API; tests point it at a local stand-in. */
  apiUrl?: string;
  /** What Shiprocket's tracking webhooks carry in `x-api-key` (SHIPROCKET_WEBHOOK_TOKEN). */
  webhookToken?: string | undefined;
  /**
   * The nickname, in Shiprocket's panel, of the address parcels are collected from
   * (SHIPROCKET_PICKUP_LOCATION); Shiprocket books no other.
   */
  pickupLocation?: string;
  /** When tokens are renewed is read from it. */
  clock?: Clock;
  /** For each call; booking a parcel takes several. */
  timeoutMs?: number;
}

/**
 * Shiprocket's API, with the API user's e-mail and password (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD):
 * a token from logging in, kept and sent with every call, renewed before it runs out and once more
 * when Shiprocket says it is no longer valid (401).
 */
export class ShiprocketCourier implements Courier {
  readonly provider = 'shiprocket' as const;
  readonly webhookToken: string | undefined;
  private readonly apiUrl: string;
  private readonly pickupLocation: string;
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private token: { value: string; renewAt: number } | undefined;
  /** The login under way, which every call waiting for a token shares. */
  private login: Promise<string> | undefined;

  constructor(private readonly options: ShiprocketOptions) {
    this.apiUrl = (options.apiUrl ?? 'https://apiv2.shiprocket.in').replace(/\/+$/, '');
    this.webhookToken = options.webhookToken || undefined;
    this.pickupLocation = options.pickupLocation ?? SHIPROCKET_DEFAULT_PICKUP_LOCATION;
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? SHIPROCKET_TIMEOUT_MS;
  }

  /**
   * Without a pickup PIN Shiprocket has nothing to measure from: the shop is then served as though
   * it shipped by hand (every PIN, no estimate) until the pickup address is filled in.
   */
  async serviceability(route: ParcelRoute): Promise<RouteServiceability> {
    if (!route.pickupPin) return { serviceable: true, cod: true, estimatedDays: null };
    const query = new URLSearchParams({
      pickup_postcode: route.pickupPin,
      delivery_postcode: route.deliveryPin,
      weight: String(route.weightGrams / 1000),
      cod: route.cod ? '1' : '0',
    });
    const response = await this.authorized(`/v1/external/courier/serviceability/?${query}`);
    // Shiprocket says "no courier" with a 404 whose body has `status: 404`.
    if (!response.ok && response.status !== 404) {
      await response.body?.cancel();
      throw new CourierUnavailable(
        `Shiprocket answered the serviceability check with ${response.status}`,
      );
    }
    const body = shiprocketServiceabilityBody.safeParse(await this.json(response));
    if (!body.success || (!response.ok && Number(body.data.status) !== 404)) {
      throw new CourierUnavailable(
        'Shiprocket answered the serviceability check in an unknown shape',
      );
    }
    return serviceabilityFromShiprocket(body.data);
  }

  /**
   * Books the parcel in Shiprocket's four steps: the order (its ids saved the moment Shiprocket
   * gives them), the AWB with the courier Shiprocket recommends, the pickup, and the label. A
   * retry with saved ids reads the order back rather than creating another, and keeps the AWB it
   * already has; a pickup already asked for counts as asked. What Shiprocket refuses (a 4xx, or
   * an AWB it will not assign, with its reason) is `BookingRefused`; no answer, a 5xx or an answer
   * in an unknown shape is `CourierUnavailable`. A label Shiprocket will not print is left to the
   * shop to print.
   */
  async book(
    booking: ParcelBooking,
    known: CourierIds,
    save: (ids: CourierIds) => Promise<void>,
  ): Promise<BookedParcel> {
    const order = await this.orderFor(booking, known, save);
    const assigned =
      order.awb === null
        ? await this.assignAwb(order.shipmentId)
        : { awb: order.awb, courierName: order.courierName };
    await this.requestPickup(order.shipmentId);
    const courierLabelUrl = await this.label(order.shipmentId);
    return {
      // Shiprocket names the courier company with the AWB; an order read back may not.
      courierName: assigned.courierName || 'Shiprocket',
      awb: assigned.awb,
      trackingUrl: shiprocketTrackingUrl(assigned.awb),
      providerOrderId: order.orderId,
      providerShipmentId: order.shipmentId,
      courierLabelUrl,
    };
  }

  /**
   * Cancels the Shiprocket order, which Shiprocket allows until the courier collects the parcel.
   * When it refuses, the order is read: one already cancelled or on its way back stands as
   * cancelled; a parcel whose delivery failed is asked back to the shop instead (the NDR `return`
   * action). Otherwise Shiprocket's reason is `BookingRefused`.
   */
  async cancel(parcel: CourierParcel): Promise<void> {
    const orderId = parcel.providerOrderId;
    // No order was created: Shiprocket has nothing to cancel.
    if (!orderId) return;
    const answer = await this.ask('the cancellation', '/v1/external/orders/cancel', {
      ids: [asShiprocketId(orderId)],
    });
    if (answer.ok) return;
    const refusal =
      shiprocketRefusal(answer.body) ?? `Shiprocket refused the cancellation (${answer.status})`;
    const order = await this.readOrder(orderId);
    if (order.status && CANCELLED_ORDER_STATUSES.has(shiprocketLabel(order.status))) return;
    if (parcel.awb) {
      const returned = await this.ndrAction(parcel.awb, 'return', 'Asked back by the shop');
      if (returned.ok) return;
    }
    throw new BookingRefused(refusal);
  }

  /** Shiprocket's NDR `re-attempt` action, which it takes for a parcel whose delivery failed. */
  async reattempt(parcel: CourierParcel): Promise<void> {
    if (!parcel.awb) throw new BookingRefused('The parcel has no AWB for the courier to try again');
    const answer = await this.ndrAction(parcel.awb, 're-attempt', 'Delivery to be tried again');
    if (answer.ok) return;
    throw new BookingRefused(
      shiprocketRefusal(answer.body) ?? `Shiprocket refused the re-attempt (${answer.status})`,
    );
  }

  /** The order the booking goes on from: created now, or read back from the ids saved before. */
  private async orderFor(
    booking: ParcelBooking,
    known: CourierIds,
    save: (ids: CourierIds) => Promise<void>,
  ): Promise<ShiprocketOrder> {
    const orderId = known.providerOrderId || null;
    const shipmentId = known.providerShipmentId || null;
    if (orderId) {
      const order = await this.readOrder(orderId);
      // Shiprocket takes no order again under a cancelled one's reference, nor revives it.
      if (order.status && ['CANCELED', 'CANCELLED'].includes(shiprocketLabel(order.status))) {
        throw new BookingRefused('The order was cancelled in Shiprocket');
      }
      if (!shipmentId) {
        await save({ providerOrderId: orderId, providerShipmentId: order.shipmentId });
      }
      return { ...order, shipmentId: shipmentId ?? order.shipmentId };
    }
    if (shipmentId) {
      return { orderId: null, shipmentId, awb: null, courierName: null, status: null };
    }
    const order = await this.createOrder(booking);
    await save({ providerOrderId: order.orderId, providerShipmentId: order.shipmentId });
    return order;
  }

  private async createOrder(booking: ParcelBooking): Promise<ShiprocketOrder> {
    const answer = await this.ask(
      'the order',
      '/v1/external/orders/create/adhoc',
      shiprocketOrderBody(booking, this.pickupLocation),
    );
    this.refuseUnlessOk(answer, 'the order');
    const body = createdOrderBody.safeParse(answer.body);
    if (!body.success) {
      // Shiprocket answers some refusals with a 200 and its reason.
      const refusal = shiprocketRefusal(answer.body);
      if (refusal) throw new BookingRefused(refusal);
      throw new CourierUnavailable('Shiprocket answered the order in an unknown shape');
    }
    const awb = body.data.awb_code ? String(body.data.awb_code).trim() : '';
    return {
      orderId: body.data.order_id,
      shipmentId: body.data.shipment_id,
      awb: AWB_PATTERN.test(awb) ? awb : null,
      courierName: body.data.courier_name ?? null,
      status: null,
    };
  }

  private async readOrder(orderId: string): Promise<ShiprocketOrder> {
    const answer = await this.ask(
      'the order lookup',
      `/v1/external/orders/show/${encodeURIComponent(orderId)}`,
    );
    this.refuseUnlessOk(answer, 'the order lookup');
    const body = orderDetailsBody.safeParse(answer.body);
    const shipments = body.success ? body.data.data.shipments : undefined;
    const shipment = Array.isArray(shipments) ? shipments[0] : shipments;
    if (!body.success || !shipment) {
      throw new CourierUnavailable('Shiprocket answered the order lookup in an unknown shape');
    }
    const awb = shipment.awb ? String(shipment.awb).trim() : '';
    return {
      orderId,
      shipmentId: shipment.id,
      awb: AWB_PATTERN.test(awb) ? awb : null,
      courierName: shipment.courier || null,
      status: body.data.data.status ?? null,
    };
  }

  private async assignAwb(shipmentId: string): Promise<{ awb: string; courierName: string }> {
    const answer = await this.ask('the AWB assignment', '/v1/external/courier/assign/awb', {
      shipment_id: asShiprocketId(shipmentId),
    });
    this.refuseUnlessOk(answer, 'the AWB assignment');
    const body = assignedAwbBody.safeParse(answer.body);
    if (!body.success) {
      throw new CourierUnavailable('Shiprocket answered the AWB assignment in an unknown shape');
    }
    const data = body.data.response?.data;
    const awb = data?.awb_code ? String(data.awb_code).trim() : '';
    if (Number(body.data.awb_assign_status) === 1 && AWB_PATTERN.test(awb)) {
      return { awb, courierName: data?.courier_name ?? '' };
    }
    // No courier, or no money in the wallet: Shiprocket says so with a 200 and its reason.
    const refusal = plainWords(data?.awb_assign_error) ?? plainWords(body.data.message);
    if (refusal) throw new BookingRefused(refusal);
    throw new CourierUnavailable('Shiprocket answered the AWB assignment without an AWB');
  }

  private async requestPickup(shipmentId: string): Promise<void> {
    const answer = await this.ask('the pickup request', '/v1/external/courier/generate/pickup', {
      shipment_id: [asShiprocketId(shipmentId)],
    });
    const body = answer.ok ? pickupBody.safeParse(answer.body) : undefined;
    if (body?.success && Number(body.data.pickup_status) === 1) return;
    const refusal =
      shiprocketRefusal(answer.body) ??
      (body?.success ? plainWords(body.data.response?.data) : undefined);
    // A retried booking asks again for a pickup it already has: Shiprocket says so in words.
    if (refusal && /\balready\b/i.test(refusal)) return;
    if (refusal) throw new BookingRefused(refusal);
    if (answer.ok) {
      throw new CourierUnavailable('Shiprocket answered the pickup request in an unknown shape');
    }
    throw new BookingRefused(`Shiprocket refused the pickup request (${answer.status})`);
  }

  /** The courier's label, when Shiprocket prints one; null leaves the shop to print its own. */
  private async label(shipmentId: string): Promise<string | null> {
    const answer = await this.ask('the label', '/v1/external/courier/generate/label', {
      shipment_id: [asShiprocketId(shipmentId)],
    });
    if (!answer.ok) return null;
    const body = labelBody.safeParse(answer.body);
    if (!body.success || Number(body.data.label_created) !== 1) return null;
    const url = body.data.label_url?.trim() ?? '';
    return /^https?:\/\/\S{1,2000}$/.test(url) ? url : null;
  }

  private ndrAction(
    awb: string,
    action: 're-attempt' | 'return',
    comments: string,
  ): Promise<ShiprocketAnswer> {
    return this.ask(`the ${action} action`, `/v1/external/ndr/${encodeURIComponent(awb)}/action`, {
      action,
      comments,
    });
  }

  /** A 4xx is Shiprocket refusing the request, in its own words when it gives some. */
  private refuseUnlessOk(answer: ShiprocketAnswer, what: string): void {
    if (answer.ok) return;
    throw new BookingRefused(
      shiprocketRefusal(answer.body) ?? `Shiprocket refused ${what} (${answer.status})`,
    );
  }

  /**
   * A call with the current token, answered with its status and body: a GET, or a POST of `body`
   * as JSON. What says nothing about the parcel (a 5xx, a token refused twice, a rate limit) is
   * `CourierUnavailable`; a 2xx or a 4xx is for the caller to read.
   */
  private async ask(what: string, path: string, body?: unknown): Promise<ShiprocketAnswer> {
    const response = await this.authorized(
      path,
      body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) },
    );
    if (
      response.status >= 500 ||
      NOT_ABOUT_THE_PARCEL.has(response.status) ||
      (!response.ok && response.status < 400)
    ) {
      await response.body?.cancel();
      throw new CourierUnavailable(`Shiprocket answered ${what} with ${response.status}`);
    }
    return { status: response.status, ok: response.ok, body: await this.optionalJson(response) };
  }

  /** A call with the current token; a 401 gets one new token and one more try. */
  private async authorized(
    path: string,
    post?: { method: 'POST'; body: string },
  ): Promise<Response> {
    const attempt = (token: string) =>
      this.send(path, {
        ...post,
        headers: {
          authorization: `Bearer ${token}`,
          ...(post ? { 'content-type': 'application/json' } : {}),
        },
      });
    const token = await this.currentToken();
    const response = await attempt(token);
    if (response.status !== 401) return response;
    await response.body?.cancel();
    if (this.token?.value === token) this.token = undefined;
    return attempt(await this.currentToken());
  }

  private async currentToken(): Promise<string> {
    if (this.token && this.clock().getTime() < this.token.renewAt) return this.token.value;
    this.login ??= this.logIn().finally(() => {
      this.login = undefined;
    });
    return this.login;
  }

  private async logIn(): Promise<string> {
    const startedAt = this.clock().getTime();
    const response = await this.send('/v1/external/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.options.email, password: this.options.password }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CourierUnavailable(
        response.status === 400 || response.status === 401 || response.status === 403
          ? `Shiprocket refused the login (${response.status}): check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD`
          : `Shiprocket answered the login with ${response.status}`,
      );
    }
    const body = shiprocketLoginBody.safeParse(await this.json(response));
    if (!body.success)
      throw new CourierUnavailable('Shiprocket answered the login without a token');
    this.token = { value: body.data.token, renewAt: startedAt + SHIPROCKET_TOKEN_RENEW_MS };
    return body.data.token;
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.apiUrl}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CourierUnavailable(
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `Shiprocket did not answer within ${this.timeoutMs} ms`
          : `Shiprocket could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async json(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new CourierUnavailable(
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `Shiprocket did not finish its answer within ${this.timeoutMs} ms`
          : 'Shiprocket answered with something other than JSON',
      );
    }
  }

  /** The body as JSON, or undefined when there is none (a cancellation answers 204). */
  private async optionalJson(response: Response): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new CourierUnavailable(
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `Shiprocket did not finish its answer within ${this.timeoutMs} ms`
          : 'Shiprocket did not finish its answer',
      );
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new CourierUnavailable('Shiprocket answered with something other than JSON');
    }
  }
}
