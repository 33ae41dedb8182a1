import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { parseRawJson } from '../../http/json-body';
import { hmacHex, signatureMatches, type PaymentGateway } from '../../platform/payments';
import type { CaptureOutcome, PaymentService } from './service';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Webhooks are not set up for this shop',
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body is not an event',
} as const;

const paymentEntity = z.object({
  id: z.string().max(100),
  order_id: z.string().max(100),
  error_description: z.string().max(300).nullish(),
});

/** The parts of Razorpay's events the shop acts on; anything else is acknowledged and ignored. */
const eventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().max(100) }) }).optional(),
    })
    .default({}),
});

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Razorpay's webhooks: signed over the raw body with the webhook secret, each event applied once
 * (by its event id) in the same transaction as its effect. A paid order never goes back.
 */
export class WebhookReceiver {
  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentService,
  ) {}

  async receive(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<WebhookOutcome> {
    const secret = this.gateway.webhookSecret;
    if (!secret) throw badRequest(WEBHOOK_MESSAGES.notConfigured);
    if (!signature || !signatureMatches(hmacHex(secret, rawBody), signature)) {
      throw badRequest(WEBHOOK_MESSAGES.badSignature);
    }
    const parsed = eventSchema.safeParse(parseRawJson(rawBody));
    if (!parsed.success) throw badRequest(WEBHOOK_MESSAGES.badBody);
    const { event, payload } = parsed.data;
    const id = eventId?.slice(0, 100) || createHash('sha256').update(rawBody).digest('hex');

    const { outcome, capture } = await this.db.transaction(async (tx) =>
      this.apply(tx, id, event, payload),
    );
    if (capture) this.payments.afterCapture(capture);
    return outcome;
  }

  /** The event's effect, in the transaction that records it. */
  private async apply(
    tx: Tx,
    id: string,
    event: string,
    payload: z.infer<typeof eventSchema>['payload'],
  ): Promise<{ outcome: WebhookOutcome; capture?: CaptureOutcome }> {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ eventId: id, event })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (fresh.length === 0) return { outcome: 'duplicate' };
    const payment = payload.payment?.entity;
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const gatewayOrderId = payment?.order_id ?? payload.order?.entity.id;
        if (!gatewayOrderId || !payment) return { outcome: 'ignored' };
        const capture = await this.payments.captureIn(tx, gatewayOrderId, payment.id);
        return { outcome: capture === 'unknown' ? 'ignored' : 'applied', capture };
      }
      case 'payment.failed':
        if (!payment) return { outcome: 'ignored' };
        await this.payments.failIn(tx, payment.order_id, payment.error_description ?? 'failed');
        return { outcome: 'applied' };
      default:
        return { outcome: 'ignored' };
    }
  }
}
