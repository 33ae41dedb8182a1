import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

/**
 * A card payment provider. Both adapters speak Razorpay's scheme: the shop creates a gateway order
 * for an amount, the shopper pays it in the provider's dialog, and the payment comes back signed
 * with HMAC-SHA256 of `order_id|payment_id`, which the shop checks against the order it stored.
 */
export interface PaymentGateway {
  readonly provider: 'razorpay' | 'simulator';
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  /** Signs webhooks sent to the shop; undefined when none is configured (webhooks refused). */
  readonly webhookSecret: string | undefined;
  /** Creates a gateway order for an amount in paise; answers its id. */
  createOrder(amountPaise: number, receipt: string): Promise<string>;
  isPaymentSignatureValid(gatewayOrderId: string, paymentId: string, signature: string): boolean;
}

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

  constructor(
    private readonly secret: string,
    readonly webhookSecret: string,
  ) {}

  async createOrder(): Promise<string> {
    return randomId('order');
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
