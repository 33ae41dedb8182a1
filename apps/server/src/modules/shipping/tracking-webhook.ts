import { and, eq, inArray } from 'drizzle-orm';
import {
  contradictsSettledParcel,
  isFinalParcelStatus,
  isParcelWithCourier,
  type FinalParcelStatus,
  type ParcelStatus,
} from '@littleloom/shared';
import type { Database } from '../../db/client';
import { parcelScans, parcels } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { parseRawJson } from '../../http/json-body';
import { signatureMatches } from '../../platform/payments';
import type { Courier, CourierWebhook } from '../../platform/shipping';
import { MAX_SCANS_PER_WEBHOOK } from '../../platform/shiprocket-webhook';
import type { ParcelNewsKind, ParcelTracking } from '../orders/aftercare-mails';
import type { CourierOrderAccess, OrderAftercare } from '../orders/aftercare';
import { inJourneyOrder, parcelStatusFromScans } from './parcel-status';

export const TRACKING_WEBHOOK_MESSAGES = {
  notConfigured: 'Tracking webhooks are not set up for this shop',
  badToken: 'Invalid webhook token',
  badBody: 'The webhook body is not a tracking update',
  otherOrder: 'The webhook names another order than the parcel with this AWB',
  scansLeftOut: (read: number, leftOut: number) =>
    `Read the latest ${read} scans; ${leftOut} older ones in this body were left out`,
} as const;

export type TrackingOutcome = 'applied' | 'duplicate' | 'ignored';

/** What the courier is answered: the outcome, and what of its body was not read. */
export interface TrackingReply {
  status: TrackingOutcome;
  message?: string;
}

/** The courier's scans worth a mail of their own (picking up and delivery mail as the moves do). */
const MAILED: Partial<Record<ParcelStatus, ParcelNewsKind>> = {
  OUT_FOR_DELIVERY: 'outForDelivery',
  DELIVERY_FAILED: 'deliveryFailed',
  RTO_INITIATED: 'returningToShop',
};

/**
 * The courier's tracking webhooks: checked by the token the courier sends (Shiprocket offers no
 * body signature), matched to a parcel by its AWB and to the order the courier names, and applied
 * in one transaction on the locked order: each scan is kept once, the parcel's status follows
 * `parcelStatusFromScans`, its items move to Shipped when picked up and to Delivered when
 * delivered with the same rules and mails as the admin's moves, and the shopper is mailed once for
 * each new step that matters. A scan contradicting where the parcel settled
 * (`contradictsSettledParcel`) is kept, marked for the admin, and moves nothing.
 */
export class TrackingWebhooks {
  constructor(
    private readonly db: Database,
    private readonly courier: Courier,
    private readonly aftercare: OrderAftercare,
    private readonly read: (body: unknown) => CourierWebhook | undefined,
  ) {}

  async receive(rawBody: Buffer, token: string | undefined): Promise<TrackingReply> {
    const webhook = this.readChecked(rawBody, token);
    const status = await this.receiveRead(webhook);
    return webhook.scansLeftOut > 0
      ? {
          status,
          message: TRACKING_WEBHOOK_MESSAGES.scansLeftOut(
            MAX_SCANS_PER_WEBHOOK,
            webhook.scansLeftOut,
          ),
        }
      : { status };
  }

  private readChecked(rawBody: Buffer, token: string | undefined): CourierWebhook {
    const expected = this.courier.webhookToken;
    if (!expected || this.courier.provider === 'none') {
      throw badRequest(TRACKING_WEBHOOK_MESSAGES.notConfigured);
    }
    if (!token || !signatureMatches(expected, token)) {
      throw unauthorized(TRACKING_WEBHOOK_MESSAGES.badToken);
    }
    const webhook = this.read(parseRawJson(rawBody));
    if (!webhook) throw badRequest(TRACKING_WEBHOOK_MESSAGES.badBody);
    return webhook;
  }

  private async receiveRead(webhook: CourierWebhook): Promise<TrackingOutcome> {
    const provider = this.courier.provider;
    if (provider === 'none') throw badRequest(TRACKING_WEBHOOK_MESSAGES.notConfigured);
    const [parcel] = await this.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.provider, provider), eq(parcels.awb, webhook.awb)));
    // A parcel booked outside the shop (in the courier's own panel) is none of its business.
    if (!parcel) return 'ignored';
    const namesThisOrder =
      webhook.reference === parcel.id ||
      (webhook.providerOrderId !== null && webhook.providerOrderId === parcel.providerOrderId);
    if (!namesThisOrder) throw badRequest(TRACKING_WEBHOOK_MESSAGES.otherOrder);
    if (webhook.scans.length === 0) return 'ignored';
    const outcome = await this.aftercare.forCourier(parcel.orderId, (access) =>
      this.apply(access, parcel.id, webhook),
    );
    return outcome ?? 'ignored';
  }

  private async apply(
    access: CourierOrderAccess,
    parcelId: string,
    webhook: CourierWebhook,
  ): Promise<TrackingOutcome> {
    const { tx } = access;
    const [parcel] = await tx.select().from(parcels).where(eq(parcels.id, parcelId)).for('update');
    if (!parcel) return 'ignored';
    const fresh = await tx
      .insert(parcelScans)
      .values(
        webhook.scans.map((scan) => ({
          parcelId,
          status: scan.status,
          happenedAt: scan.at,
          location: scan.location,
          note: scan.note,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return 'duplicate';
    const stored = await tx.select().from(parcelScans).where(eq(parcelScans.parcelId, parcelId));
    const settled = settledStatus(
      stored.filter((scan) => !scan.contradicts),
      parcel.status,
    );
    const contradicting = settled
      ? fresh.filter((scan) => contradictsSettledParcel(settled, scan.status)).map((s) => s.id)
      : [];
    if (contradicting.length > 0) {
      await tx
        .update(parcelScans)
        .set({ contradicts: true })
        .where(inArray(parcelScans.id, contradicting));
    }
    const all = stored.filter((scan) => !scan.contradicts && !contradicting.includes(scan.id));
    const news = fresh.filter((scan) => !contradicting.includes(scan.id));
    if (news.length === 0) return 'applied';
    const status = parcelStatusFromScans(all, parcel.status);
    if (status !== parcel.status) {
      await tx
        .update(parcels)
        .set({ status, updatedAt: new Date() })
        .where(eq(parcels.id, parcelId));
    }
    if (status === 'CANCELLED') return 'applied';

    const itemIds = access
      .items()
      .filter((item) => item.parcelId === parcelId)
      .map((item) => item.id);
    const tracking: ParcelTracking = {
      courier: parcel.courierName ?? '',
      awb: parcel.awb ?? webhook.awb,
      trackingUrl: parcel.trackingUrl,
    };
    const reached = all.map((scan) => scan.status);
    if (
      reached.some(
        (reachedStatus) => isParcelWithCourier(reachedStatus) || reachedStatus === 'DELIVERED',
      )
    ) {
      await access.ship(itemIds, tracking);
    }
    if (reached.includes('DELIVERED')) await access.deliver(itemIds);

    // Only news is mailed: a scan that arrives after a later one says nothing new.
    const latest = news.reduce((a, b) => (b.happenedAt > a.happenedAt ? b : a));
    const kind = MAILED[latest.status];
    if (kind && latest.status === status) {
      const items = access.items().filter((item) => itemIds.includes(item.id));
      await access.tell({ kind, items, tracking });
    }
    return 'applied';
  }
}

/**
 * Where the parcel settled, if it has: its own final status, else the first final status its
 * scans reach in the journey's order (a body reporting "delivered" and then "RTO delivered"
 * settled at the first).
 */
function settledStatus(
  scans: readonly { status: ParcelStatus; happenedAt: Date }[],
  current: ParcelStatus,
): FinalParcelStatus | undefined {
  if (isFinalParcelStatus(current)) return current;
  const first = inJourneyOrder(scans).find((scan) => isFinalParcelStatus(scan.status));
  return first && isFinalParcelStatus(first.status) ? first.status : undefined;
}
