import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  SHIPPING_MESSAGES,
  type OrderPaymentMethod,
  type Serviceability,
} from '@littleloom/shared';
import { AppError, badRequest } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import {
  CourierUnavailable,
  type Courier,
  type RouteServiceability,
} from '../../platform/shipping';
import type { SellerService } from '../settings';

/**
 * Every check is for one parcel of children's clothes, at the half kilogram couriers charge for at
 * least: the product page has no cart to weigh, and the product page, checkout and placing the
 * order then ask one question and share its answer. Booking sends the parcel's real weight.
 */
export const STANDARD_PARCEL_GRAMS = 500;
/** Whether a courier reaches a PIN code changes seldom: answers are kept this long. */
export const SERVICEABILITY_CACHE_MS = 5 * 60_000;
/** PIN codes kept at once; India has about 19,000, and shoppers ask about far fewer. */
export const SERVICEABILITY_CACHE_SIZE = 2_000;

const checkFailed = () => new AppError(503, SHIPPING_MESSAGES.checkFailed);

/**
 * The courier's word on an order's delivery PIN, asked before the order's transaction (couriers
 * are never waited for while rows are locked) and applied inside it, after the cart and address
 * checks, by `refuseUndeliverable`.
 */
export interface OrderDeliveryCheck {
  /**
   * Throws when an order to `pin`, paid so, cannot be delivered: 400 when the courier does not go
   * there or takes no cash there for a COD order; 503 when the courier could not be asked, or was
   * asked about another PIN (the address changed meanwhile).
   */
  refuseUndeliverable(pin: string, paymentMethod: OrderPaymentMethod): void;
}

/**
 * Delivery to a PIN code, as the courier answers it from the shop's pickup PIN: whether it is
 * served, whether cash on delivery is taken there, and the shop day a parcel sent today should
 * arrive by. Answers are kept a few minutes per pickup and delivery PIN; failures are not kept.
 */
export class ShippingService {
  private readonly answers: LRUCache<string, Promise<RouteServiceability>>;

  constructor(
    private readonly courier: Courier,
    private readonly sellers: SellerService,
    private readonly days: ShopDays,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.answers = new LRUCache({
      max: SERVICEABILITY_CACHE_SIZE,
      ttl: SERVICEABILITY_CACHE_MS,
      // Expiry reads the shop's clock, every time (tests move it by hand).
      perf: { now: () => days.now().getTime() },
      ttlResolution: 0,
    });
  }

  /** What the product page and checkout show for a PIN code; 503 when the courier cannot say. */
  async serviceability(pin: string): Promise<Serviceability> {
    let answer: RouteServiceability;
    try {
      answer = await this.answerFor(pin);
    } catch (error) {
      throw this.failure(error);
    }
    return {
      pin,
      serviceable: answer.serviceable,
      cod: answer.serviceable && answer.cod,
      // A parcel handed over today, counted in whole shop days: no cut-off hour is kept yet.
      estimatedDelivery:
        answer.serviceable && answer.estimatedDays !== null
          ? this.days.addDays(this.days.today(), answer.estimatedDays)
          : null,
    };
  }

  /** Asks about an order's delivery PIN (undefined when the address is not found: nothing asked). */
  async checkBeforeOrder(pin: string | undefined): Promise<OrderDeliveryCheck> {
    let answer: RouteServiceability | undefined;
    if (pin !== undefined) {
      try {
        answer = await this.answerFor(pin);
      } catch (error) {
        // Logged now; the shopper is told inside the order's transaction, in the rules' order.
        this.failure(error);
      }
    }
    return {
      refuseUndeliverable: (orderPin, paymentMethod) => {
        if (answer === undefined || orderPin !== pin) throw checkFailed();
        if (!answer.serviceable) throw badRequest(SHIPPING_MESSAGES.notServiceable);
        if (paymentMethod === 'COD' && !answer.cod) {
          throw badRequest(SHIPPING_MESSAGES.codUnavailable);
        }
      },
    };
  }

  private async answerFor(pin: string): Promise<RouteServiceability> {
    const pickupPin = await this.sellers.pickupPin();
    const key = `${pickupPin ?? 'no pickup'}>${pin}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    // Shoppers asking about the same PIN at once share one call.
    const asked = this.courier.serviceability({
      pickupPin,
      deliveryPin: pin,
      weightGrams: STANDARD_PARCEL_GRAMS,
      cod: false,
    });
    this.answers.set(key, asked);
    // A failure is not kept; a newer answer set meanwhile stays.
    asked.catch(() => {
      if (this.answers.peek(key) === asked) this.answers.delete(key);
    });
    return asked;
  }

  /** A courier that cannot answer is logged for the shop and told to the shopper as a 503. */
  private failure(error: unknown): AppError {
    if (!(error instanceof CourierUnavailable)) throw error;
    this.log.warn(
      { courier: this.courier.provider, reason: error.message },
      'delivery check failed',
    );
    return checkFailed();
  }
}
