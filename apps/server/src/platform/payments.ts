import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

/**
 * A card payment provider. Both adapters speak Razorpay's scheme: the shop creates a gateway order
 * for an amount, the shopper pays it in the provider's dialog, and the payment comes back signed
 * with HMAC-SHA256 of `order_id|payment_id`, which the shop checks against the order it stored.
 */
export interface PaymentGateway {
  readonly provider: 'razorpay' | 'simulator' | 'none';
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  /** Signs webhooks sent to the shop; undefined when none is configured (webhooks refused). */
  readonly webhookSecret: string | undefined;
  /** Creates a gateway order for an amount in paise; answers its id. */
  createOrder(amountPaise: number, receipt: string): Promise<string>;
  isPaymentSignatureValid(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /**
   * Refunds a captured payment in full; answers the refund's id. The same `idempotencyKey` never
   * refunds twice (a retry after a lost reply gets the first refund back). Throws `RefundRefused`
   * when the gateway will not refund it; any other error may pass if tried again.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<string>;
}

/** The gateway answered that it will not refund this payment (not a network or server failure). */
export class RefundRefused extends Error {}

export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const paymentSignature = (secret: string, gatewayOrderId: string, paymentId: string) =>
  hmacHex(secret, `${gatewayOrderId}|${paymentId}`);

/** Razorpay, through its official SDK, when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    readonly webhookSecret: string | undefined,
    /** Razorpay's API; tests point it at a local stand-in. */
    apiUrl = 'https://api.razorpay.com',
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK fixes its host; its HTTP client's base address is the one place to change it.
    (
      this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }
    ).api.rq.defaults.baseURL = apiUrl;
  }

  async createOrder(amountPaise: number, receipt: string): Promise<string> {
    const order = await this.client.orders.create({
      amount: amountPaise,
      currency: 'INR',
      receipt,
    });
    return order.id;
  }

  isPaymentSignatureValid(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.keySecret, gatewayOrderId, paymentId), signature);
  }

  /**
   * Razorpay's refund API with its idempotency header, through the SDK's own authenticated HTTP
   * client (the SDK's `payments.refund` cannot send the header). A 4xx other than 409 (a refund
   * with this key still in progress) and 429 is Razorpay refusing the refund.
   */
  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<string> {
    try {
      const { data } = await this.http().post<{ id: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal' },
        { headers: { 'X-Refund-Idempotency': idempotencyKey } },
      );
      return data.id;
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        status !== 409 &&
        status !== 429
      ) {
        throw new RefundRefused(`Razorpay refused the refund (${status})`);
      }
      throw error;
    }
  }

  private http(): RazorpayHttp {
    return (this.client as unknown as { api: { rq: RazorpayHttp } }).api.rq;
  }
}

/** The part of the SDK's HTTP client (axios, holding the key's credentials) the refund uses. */
interface RazorpayHttp {
  post<T>(
    url: string,
    body: object,
    options: { headers: Record<string, string> },
  ): Promise<{ data: T }>;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url')}`;

/**
 * The built-in stand-in for Razorpay: same ids, same signature scheme, keyed by SIMULATOR_SECRET.
 * It can pay an order (as the shopper would in Razorpay's dialog), which is what the shop's own
 * test-payment dialog calls.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly provider = 'simulator' as const;
  readonly keyId = 'rzp_test_simulator';

  /** Every refund it has made, by idempotency key: what a gateway's dashboard would list. */
  readonly refunds = new Map<
    string,
    { refundId: string; paymentId: string; amountPaise: number }
  >();

  constructor(
    private readonly secret: string,
    readonly webhookSecret: string,
  ) {}

  async createOrder(): Promise<string> {
    return randomId('order');
  }

  /** Records the refund, once per key, as Razorpay would make it. */
  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<string> {
    const made = this.refunds.get(idempotencyKey);
    if (made) return made.refundId;
    const refundId = randomId('rfnd');
    this.refunds.set(idempotencyKey, { refundId, paymentId, amountPaise });
    return refundId;
  }

  isPaymentSignatureValid(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.secret, gatewayOrderId, paymentId), signature);
  }

  /** A successful payment of the gateway order, signed as Razorpay signs one. */
  pay(gatewayOrderId: string): { paymentId: string; signature: string } {
    const paymentId = randomId('pay');
    return { paymentId, signature: paymentSignature(this.secret, gatewayOrderId, paymentId) };
  }

  /** A webhook body and its signature, as Razorpay would send them. */
  signWebhook(body: string): string {
    return hmacHex(this.webhookSecret, body);
  }

  newPaymentId(): string {
    return randomId('pay');
  }
}

/**
 * No card gateway: no Razorpay keys and the simulator off (production's default). The routes that
 * start a card payment refuse before reaching it; if one ever did, nothing is created, no payment
 * is ever valid and webhooks are refused (no secret).
 */
export class NoCardGateway implements PaymentGateway {
  readonly provider = 'none' as const;
  readonly keyId = '';
  readonly webhookSecret = undefined;

  createOrder(): Promise<string> {
    return Promise.reject(new Error('Card payments are off: no Razorpay keys and no simulator'));
  }

  isPaymentSignatureValid(): boolean {
    return false;
  }

  /**
   * Not a refusal (which would credit the wallet instead): with no gateway there is nothing to
   * refund through, so the refund waits and is tried again, once a gateway is configured.
   */
  refund(): Promise<string> {
    return Promise.reject(new Error('Card payments are off: no gateway to refund through'));
  }
}
