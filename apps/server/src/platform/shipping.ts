import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import {
  SIMULATOR_NO_COD_PINS,
  SIMULATOR_REMOTE_PREFIXES,
  SIMULATOR_TRANSIT_DAYS,
  SIMULATOR_UNSERVED_PINS,
  type SimulatorZone,
} from './shipping-simulator-pins';

/** A parcel the shop may send: from its pickup PIN (null until set in Settings) to a PIN code. */
export interface ParcelRoute {
  pickupPin: string | null;
  deliveryPin: string;
  weightGrams: number;
  /** Paid in cash on delivery (a courier may answer differently for such a parcel). */
  cod: boolean;
}

/** What a courier says about a parcel's route. */
export interface RouteServiceability {
  /** Some courier takes the parcel there. */
  serviceable: boolean;
  /** Some courier going there collects cash on delivery. */
  cod: boolean;
  /** Days from pickup to delivery; null when not serviceable or when no estimate is given. */
  estimatedDays: number | null;
}

/**
 * A courier, or an aggregator of couriers, behind one interface: the real service (Shiprocket) and
 * a built-in stand-in, chosen by configuration, like the card gateway. Delivery to a PIN code is
 * all the shop asks of it yet; booking parcels, labels and tracking will join it here.
 * Its calls go over the network: they never run inside a database transaction.
 */
export interface Courier {
  readonly provider: 'shiprocket' | 'simulator' | 'none';
  /** Throws `CourierUnavailable` when the courier cannot be asked or gives no usable answer. */
  serviceability(route: ParcelRoute): Promise<RouteServiceability>;
}

/** The courier could not be reached, refused the shop's credentials, or answered nonsense. */
export class CourierUnavailable extends Error {}

const NOT_SERVICEABLE: RouteServiceability = {
  serviceable: false,
  cod: false,
  estimatedDays: null,
};

/**
 * Which of the simulator's distances a parcel travels. A parcel within one sorting district is
 * quick even in the hills; beyond it, a remote destination is slow whoever sends it; and without a
 * pickup PIN every other destination counts as the farthest ordinary one.
 */
export function simulatorZone(pickupPin: string | null, deliveryPin: string): SimulatorZone {
  if (pickupPin && pickupPin.slice(0, 3) === deliveryPin.slice(0, 3)) return 'district';
  if (SIMULATOR_REMOTE_PREFIXES.some((prefix) => deliveryPin.startsWith(prefix))) return 'remote';
  if (!pickupPin) return 'elsewhere';
  if (pickupPin.slice(0, 2) === deliveryPin.slice(0, 2)) return 'circle';
  if (pickupPin[0] === deliveryPin[0]) return 'region';
  return 'elsewhere';
}

/**
 * The built-in stand-in for a courier: deterministic, with no network, so that every case can be
 * tried and tested. It serves every PIN code but a few (SIMULATOR_UNSERVED_PINS), takes cash on
 * delivery everywhere but a few others (SIMULATOR_NO_COD_PINS), and estimates the most days of
 * the parcel's zone (`simulatorZone`).
 */
export class SimulatedCourier implements Courier {
  readonly provider = 'simulator' as const;

  async serviceability(route: ParcelRoute): Promise<RouteServiceability> {
    if (SIMULATOR_UNSERVED_PINS.has(route.deliveryPin)) return NOT_SERVICEABLE;
    const [, most] = SIMULATOR_TRANSIT_DAYS[simulatorZone(route.pickupPin, route.deliveryPin)];
    return {
      serviceable: true,
      cod: !SIMULATOR_NO_COD_PINS.has(route.deliveryPin),
      estimatedDays: most,
    };
  }
}

/**
 * No courier: no Shiprocket account and the simulator off. The shop sends parcels its own way, so
 * every PIN code is served, cash on delivery is taken as the shop's own rules allow, and nobody
 * estimates a day.
 */
export class ShippingByHand implements Courier {
  readonly provider = 'none' as const;

  async serviceability(): Promise<RouteServiceability> {
    return { serviceable: true, cod: true, estimatedDays: null };
  }
}

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

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** Shiprocket's API; tests point it at a local stand-in. */
  apiUrl?: string;
  /** When tokens are renewed is read from it. */
  clock?: Clock;
  timeoutMs?: number;
}

/**
 * Shiprocket's API, with the API user's e-mail and password (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD):
 * a token from logging in, kept and sent with every call, renewed before it runs out and once more
 * when Shiprocket says it is no longer valid (401).
 */
export class ShiprocketCourier implements Courier {
  readonly provider = 'shiprocket' as const;
  private readonly apiUrl: string;
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private token: { value: string; renewAt: number } | undefined;
  /** The login under way, which every call waiting for a token shares. */
  private login: Promise<string> | undefined;

  constructor(private readonly options: ShiprocketOptions) {
    this.apiUrl = (options.apiUrl ?? 'https://apiv2.shiprocket.in').replace(/\/+$/, '');
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

  /** A GET with the current token; a 401 gets one new token and one more try. */
  private async authorized(path: string): Promise<Response> {
    const token = await this.currentToken();
    const response = await this.send(path, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 401) return response;
    await response.body?.cancel();
    if (this.token?.value === token) this.token = undefined;
    const renewed = await this.currentToken();
    return this.send(path, { headers: { authorization: `Bearer ${renewed}` } });
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
}
