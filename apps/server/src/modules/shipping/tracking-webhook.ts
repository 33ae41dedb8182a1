import { and, eq, inArray } from 'drizzle-orm';
import {
  contradictsSettledParcel,
  isFinalParcelStatus,
  isParcelWithCourier,
  type FinalParcelStatus,
  type ParcelStatus,
} from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { parcelScans, parcels } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { parseRawJson } from '../../http/json-body';
import { signatureMatches } from '../../platform/payments';
import type { Courier, CourierWebhook } from '../../platform/shipping';
import { MAX_SCANS_PER_WEBHOOK } from '../../platform/shiprocket-webhook';
import type { ParcelNewsKind, ParcelTracking } from '../orders';
import type { ParcelRow } from './parcel-reads';
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

/** What the webhook route asks (the record-scan flow answers it). */
export interface TrackingReceiver {
  receive(rawBody: Buffer, token: string | undefined): Promise<TrackingReply>;
}

/** A checked webhook and the shop's parcel it is about: none to apply it to when undefined. */
export interface ParcelWebhook {
  webhook: CourierWebhook;
  parcel: ParcelRow | undefined;
}

/**
 * What new scans did to a parcel still travelling to the shopper: whether it has been picked up
 * and delivered, and the news the shopper is to be mailed, if any.
 */
export interface ParcelNews {
  tracking: ParcelTracking;
  pickedUp: boolean;
  delivered: boolean;
  mail: ParcelNewsKind | undefined;
}

/** The courier's scans worth a mail of their own (picking up and delivery mail as the moves do). */
const MAILED: Partial<Record<ParcelStatus, ParcelNewsKind>> = {
  OUT_FOR_DELIVERY: 'outForDelivery',
  DELIVERY_FAILED: 'deliveryFailed',
  RTO_INITIATED: 'returningToShop',
};

/**
 * The courier's tracking webhooks: checked by the token the courier sends (Shiprocket offers no
 * body signature), matched to a parcel by its AWB and to the order the courier names; the
 * record-scan flow then applies them on the locked order: each scan is kept once and the parcel's
 * status follows `parcelStatusFromScans` (here), its items move (the flow). A scan contradicting
 * where the parcel settled (`contradictsSettledParcel`) is kept, marked for the admin, and moves
 * nothing.
 */
export class TrackingWebhooks {
  constructor(
    private readonly db: Database,
    private readonly courier: Courier,
    private readonly read: (body: unknown) => CourierWebhook | undefined,
  ) {}

  /**
   * The webhook checked and read, with the parcel it is about; no parcel for one booked outside
   * the shop, or a body with no scans.
   */
  async parcelWebhook(rawBody: Buffer, token: string | undefined): Promise<ParcelWebhook> {
    const webhook = this.readChecked(rawBody, token);
    const provider = this.courier.provider;
    if (provider === 'none') throw badRequest(TRACKING_WEBHOOK_MESSAGES.notConfigured);
    const [parcel] = await this.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.provider, provider), eq(parcels.awb, webhook.awb)));
    // A parcel booked outside the shop (in the courier's own panel) is none of its business.
    if (!parcel) return { webhook, parcel: undefined };
    const namesThisOrder =
      webhook.reference === parcel.id ||
      (webhook.providerOrderId !== null && webhook.providerOrderId === parcel.providerOrderId);
    if (!namesThisOrder) throw badRequest(TRACKING_WEBHOOK_MESSAGES.otherOrder);
    return { webhook, parcel: webhook.scans.length === 0 ? undefined : parcel };
  }

  /** What the courier is answered, saying when older scans of a long body were left out. */
  reply(status: TrackingOutcome, webhook: CourierWebhook): TrackingReply {
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

  /**
   * Keeps the webhook's scans of the parcel (with its order locked by the caller) and moves the
   * parcel's status; answers the outcome when nothing more follows, else the parcel's news.
   */
  async applyScans(
    tx: Tx,
    parcelId: string,
    webhook: CourierWebhook,
  ): Promise<TrackingOutcome | ParcelNews> {
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

    const reached = all.map((scan) => scan.status);
    // Only news is mailed: a scan that arrives after a later one says nothing new.
    const latest = news.reduce((a, b) => (b.happenedAt > a.happenedAt ? b : a));
    const kind = MAILED[latest.status];
    return {
      tracking: {
        courier: parcel.courierName ?? '',
        awb: parcel.awb ?? webhook.awb,
        trackingUrl: parcel.trackingUrl,
      },
      pickedUp: reached.some(
        (reachedStatus) => isParcelWithCourier(reachedStatus) || reachedStatus === 'DELIVERED',
      ),
      delivered: reached.includes('DELIVERED'),
      mail: kind && latest.status === status ? kind : undefined,
    };
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
