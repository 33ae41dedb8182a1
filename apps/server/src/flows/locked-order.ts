import { ADMIN_ORDER_MESSAGES, ORDER_DETAIL_MESSAGES } from '@littleloom/shared';
import type { Database } from '../db/client';
import type { ShopDays } from '../lib/shop-days';
import type { Invoicing } from '../modules/invoices/invoicing';
import type { AdminOrderChange } from '../modules/orders/order-actions';
import type { LockedOrder, OrderChanges, OrderTarget } from '../modules/orders/order-changes';

/** What every flow on a locked order works with. */
export interface OrderFlowDeps {
  db: Database;
  days: ShopDays;
  changes: OrderChanges;
  invoicing: Invoicing;
}

/**
 * Runs `work` in one transaction on the locked order (the caller's own when `ownerId` is set):
 * the same lock every change of the order takes first, so the shopper, the admin and the courier
 * take turns.
 */
export function onLockedOrder<T>(
  deps: OrderFlowDeps,
  target: OrderTarget,
  work: (locked: LockedOrder) => Promise<T>,
  notFoundMessage: string = ORDER_DETAIL_MESSAGES.notFound,
): Promise<T> {
  return deps.db.transaction(async (tx) =>
    work(await deps.changes.lockFound(tx, target, notFoundMessage)),
  );
}

/** An admin's change of the order, answered with `message` and the order as it now is. */
export function adminChange(
  deps: OrderFlowDeps,
  orderId: string,
  message: string,
  work: (locked: LockedOrder) => Promise<void>,
): Promise<AdminOrderChange> {
  return onLockedOrder(
    deps,
    { orderId },
    async (locked) => {
      await work(locked);
      return {
        success: true as const,
        message,
        order: await deps.changes.adminView(locked),
      };
    },
    ADMIN_ORDER_MESSAGES.notFound,
  );
}

/**
 * The order's first item is on its way (shipped, or marked delivered straight away): the order
 * becomes a supply made, and its tax invoice is issued: the next serial of the financial year,
 * the items it lists, and its file.
 */
export async function issueInvoice(deps: OrderFlowDeps, locked: LockedOrder): Promise<void> {
  const invoiced = await deps.invoicing.issueInvoice(locked.tx, locked.order, deps.days.now());
  if (!invoiced) return;
  locked.order = invoiced.order;
  deps.changes.replaceItems(locked, invoiced.listed);
}
