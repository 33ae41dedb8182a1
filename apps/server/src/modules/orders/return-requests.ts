import { ORDER_DETAIL_MESSAGES } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { conflict } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';
import type { OrderChanges } from './order-changes';
import { returnByDay } from './order-view';

/** A shopper's request to send a delivered item back: the order's own rule, nothing else moves. */
export class ReturnRequests {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly changes: OrderChanges,
  ) {}

  /** Asks to send a delivered item back, within the return window; asking twice is answered. */
  async requestReturn(userId: string, orderId: string, itemId: string) {
    return this.db.transaction(async (tx) => {
      const locked = await this.changes.lockFound(tx, { ownerId: userId, orderId });
      const item = this.changes.itemById(locked, itemId);
      if (item.trackingStatus !== 'RETURN_REQUESTED') {
        if (item.trackingStatus !== 'DELIVERED' || !item.deliveredAt) {
          throw conflict(ORDER_DETAIL_MESSAGES.notReturnable);
        }
        if (this.days.today() > returnByDay(this.days, item.deliveredAt)) {
          throw conflict(ORDER_DETAIL_MESSAGES.returnWindowClosed);
        }
        await this.changes.move(locked, [item], 'RETURN_REQUESTED');
      }
      return {
        success: true as const,
        message: ORDER_DETAIL_MESSAGES.returnRequested,
        updatedOrder: await this.changes.view(locked),
      };
    });
  }
}
