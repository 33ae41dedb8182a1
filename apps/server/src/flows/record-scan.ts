import { isOpenItem } from '@littleloom/shared';
import type { Database } from '../db/client';
import type { OrderChanges } from '../modules/orders/order-changes';
import type {
  TrackingReceiver,
  TrackingReply,
  TrackingWebhooks,
} from '../modules/shipping/tracking-webhook';
import { issueInvoice, type OrderFlowDeps } from './locked-order';
import type { SetItemStatus } from './set-item-status';

export interface RecordScanDeps extends OrderFlowDeps {
  db: Database;
  changes: OrderChanges;
  webhooks: TrackingWebhooks;
  moves: Pick<SetItemStatus, 'move'>;
}

/**
 * A courier's tracking webhook (ARCHITECTURE §8, shipping): checked and matched to its parcel,
 * then applied in one transaction on the locked order: the scans are kept and the parcel's status
 * moves; its items move to Shipped when picked up (the invoice issued, the shopper mailed once)
 * and to Delivered when delivered, with the same rules and mails as the admin's moves; and the
 * shopper is mailed once for each new step that matters.
 */
export class RecordScan implements TrackingReceiver {
  constructor(private readonly deps: RecordScanDeps) {}

  async receive(rawBody: Buffer, token: string | undefined): Promise<TrackingReply> {
    const { db, changes, webhooks, moves } = this.deps;
    const { webhook, parcel } = await webhooks.parcelWebhook(rawBody, token);
    if (!parcel) return webhooks.reply('ignored', webhook);

    const status = await db.transaction(async (tx) => {
      const locked = await changes.lock(tx, { orderId: parcel.orderId });
      if (!locked) return 'ignored' as const;
      const news = await webhooks.applyScans(tx, parcel.id, webhook);
      if (typeof news === 'string') return news;

      const inParcel = (ids: readonly string[]) =>
        locked.items.filter((item) => ids.includes(item.id));
      const itemIds = locked.items.filter((item) => item.parcelId === parcel.id).map((i) => i.id);
      if (news.pickedUp) {
        const pending = inParcel(itemIds).filter((item) => item.trackingStatus === 'PENDING');
        const shipped = await changes.move(locked, pending, 'SHIPPED');
        if (shipped.length > 0) {
          await issueInvoice(this.deps, locked);
          await changes.tell(locked, { kind: 'shipped', items: shipped, tracking: news.tracking });
        }
      }
      if (news.delivered) {
        const travelling = inParcel(itemIds).filter((item) => isOpenItem(item.trackingStatus));
        await moves.move(locked, travelling, 'DELIVERED');
      }
      if (news.mail) {
        await changes.tell(locked, {
          kind: news.mail,
          items: inParcel(itemIds),
          tracking: news.tracking,
        });
      }
      return 'applied' as const;
    });
    return webhooks.reply(status, webhook);
  }
}
