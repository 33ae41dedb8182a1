import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_WAITING_FILTERS,
  EMPTY_ORDER_STATUS,
  ITEM_STANDINGS,
  ORDER_STATUS_RULES,
  TO_SHIP_RULE,
  type AdminOrder,
  type AdminOrderFilter,
  type AdminOrdersQuery,
  type ItemStanding,
  type OrdersPage,
  type PlacedOrder,
} from '@littleloom/shared';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import type { ShopDays } from '../../lib/shop-days';
import { containsPattern } from '../../lib/like-pattern';
import { isUuid } from '../../lib/uuid';
import type { OrderParcels, ParcelsOfAnOrder } from './order-parcels';
import { paymentMethodColumn, toPlacedOrder, type OrderPictures } from './order-view';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Who asks to see an order: its owner sees their own, an admin sees any. */
export interface OrderViewer {
  id: string;
  role: string;
}

const itemWith = (status: SQL) =>
  exists(
    sql`(SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${status})`,
  );

/** True (in an aggregate over the order's items) when some item stands so. */
const someItem = (standing: ItemStanding) =>
  sql`bool_or(${orderItems.trackingStatus} IN (${sql.join(
    ITEM_STANDINGS[standing].map((status) => sql`${status}`),
    sql`, `,
  )}))`;

/**
 * The order's derived status in SQL, built from the same rules as `derivedOrderStatus`: the first
 * rule all of whose standings some item is in. Over no items every `bool_or` is null, so an order
 * without items falls to the same status as there.
 */
const derivedStatusSql = sql`(SELECT CASE ${sql.join(
  ORDER_STATUS_RULES.map(
    (rule) =>
      sql`WHEN ${sql.join(
        rule.when.map((standing) => someItem(standing)),
        sql` AND `,
      )} THEN ${rule.status}::text`,
  ),
  sql` `,
)} ELSE ${EMPTY_ORDER_STATUS}::text END FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`;

/**
 * Waiting to ship, as `TO_SHIP_RULE` says it: a Pending item no parcel carries (a parcel refused or
 * called off lets go of its Pending items), on an order that is not waiting for its card payment.
 */
const waitsToShipSql = sql`(${itemWith(
  sql`${orderItems.trackingStatus} = ${TO_SHIP_RULE.itemStatus} AND ${orderItems.parcelId} IS NULL`,
)} AND NOT (${orders.paymentMethod} = ${paymentMethodColumn(TO_SHIP_RULE.payFirstMethod)} AND ${orders.paymentStatus} <> ${TO_SHIP_RULE.paidStatus}))`;

/**
 * Orders under one of the back office's filters: those whose derived status it is, or those with
 * something waiting for the admin (a return to decide, a refund to process, items to ship, a
 * courier's scan to check), whatever their status.
 */
function filterCondition(filter: AdminOrderFilter, parcels: OrderParcels): SQL {
  if (filter === 'TO_SHIP') return waitsToShipSql;
  if (filter === 'COURIER_CHECK') return parcels.scanToCheck(orders.id);
  if ((ADMIN_WAITING_FILTERS as readonly string[]).includes(filter)) {
    return itemWith(sql`${orderItems.trackingStatus} = ${filter}`);
  }
  return sql`${derivedStatusSql} = ${filter}::text`;
}

/** Reading orders as the shopper's pages and the back office show them. */
export class OrderReads {
  constructor(
    private readonly days: ShopDays,
    private readonly pictures: OrderPictures,
    private readonly parcels: OrderParcels,
  ) {}

  async itemsOf(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  }

  /** Orders whose tax invoice was issued in [from, to), with their items. */
  async invoicedBetween(
    db: DbOrTx,
    from: Date,
    to: Date,
  ): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(gte(orders.invoicedAt, from), lt(orders.invoicedAt, to)))
      .orderBy(asc(orders.invoicedAt));
    const itemsByOrder = new Map<string, OrderItemRow[]>();
    for (const item of await this.itemsOf(
      db,
      rows.map((row) => row.id),
    )) {
      itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
    }
    return rows.map((order) => ({ order, items: itemsByOrder.get(order.id) ?? [] }));
  }

  /** Orders by id (for documents that refer to them), in no particular order. */
  async rowsOf(db: DbOrTx, ids: readonly string[]): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...new Set(ids)]));
  }

  async view(db: DbOrTx, order: OrderRow): Promise<PlacedOrder> {
    const [items, parcels] = await Promise.all([
      this.itemsOf(db, [order.id]),
      this.parcels.ofOrders(db, [order.id]),
    ]);
    return toPlacedOrder(order, items, this.days, this.pictures, parcels.get(order.id));
  }

  async adminView(db: DbOrTx, order: OrderRow): Promise<AdminOrder> {
    const [owner] = await db
      .select({ _id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId));
    const [items, parcels] = await Promise.all([
      this.itemsOf(db, [order.id]),
      this.parcels.ofOrders(db, [order.id]),
    ]);
    return this.adminOrder(order, items, parcels.get(order.id), owner!);
  }

  private adminOrder(
    order: OrderRow,
    items: readonly OrderItemRow[],
    parcels: ParcelsOfAnOrder | undefined,
    user: AdminOrder['user'],
  ): AdminOrder {
    return {
      ...toPlacedOrder(order, items, this.days, this.pictures, parcels),
      parcels: parcels?.admin(this.days.now()) ?? [],
      user,
    };
  }

  /** The caller's orders, newest first, a page at a time. */
  async ownPage(
    db: DbOrTx,
    userId: string,
    page: number,
    limit: number,
  ): Promise<OrdersPage<PlacedOrder>> {
    const where = eq(orders.userId, userId);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(limit)
      .offset((page - 1) * limit);
    const ids = rows.map((row) => row.id);
    const [items, parcels] = await Promise.all([
      this.itemsOf(db, ids),
      this.parcels.ofOrders(db, ids),
    ]);
    return pageOf(
      rows.map((row) =>
        toPlacedOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          this.days,
          this.pictures,
          parcels.get(row.id),
        ),
      ),
      total?.n ?? 0,
      page,
      limit,
    );
  }

  /** An order the viewer may see: their own, or any for an admin; undefined otherwise. */
  async findRow(db: DbOrTx, viewer: OrderViewer, orderId: string): Promise<OrderRow | undefined> {
    if (!isUuid(orderId)) return undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          viewer.role === 'admin' ? undefined : eq(orders.userId, viewer.id),
        ),
      );
    return row;
  }

  async findForViewer(
    db: DbOrTx,
    viewer: OrderViewer,
    orderId: string,
  ): Promise<PlacedOrder | undefined> {
    const row = await this.findRow(db, viewer, orderId);
    return row ? this.view(db, row) : undefined;
  }

  async findForAdmin(db: DbOrTx, orderId: string): Promise<AdminOrder | undefined> {
    const row = await this.findRow(db, { id: '', role: 'admin' }, orderId);
    return row ? this.adminView(db, row) : undefined;
  }

  /**
   * Every order, newest first, narrowed by status and by a search that matches the order number,
   * the customer's e-mail or the tax invoice's number.
   */
  async adminPage(db: DbOrTx, query: AdminOrdersQuery): Promise<OrdersPage<AdminOrder>> {
    const search = query.search?.trim();
    const where = and(
      query.status ? filterCondition(query.status, this.parcels) : undefined,
      search
        ? or(
            ilike(orders.orderNumber, containsPattern(search)),
            ilike(users.email, containsPattern(search)),
            ilike(orders.invoiceNumber, containsPattern(search)),
          )
        : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where);
    const rows = await db
      .select({ order: orders, user: { _id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const ids = rows.map((row) => row.order.id);
    const [items, parcels] = await Promise.all([
      this.itemsOf(db, ids),
      this.parcels.ofOrders(db, ids),
    ]);
    return pageOf(
      rows.map(({ order, user }) =>
        this.adminOrder(
          order,
          items.filter((item) => item.orderId === order.id),
          parcels.get(order.id),
          user,
        ),
      ),
      total?.n ?? 0,
      query.page,
      query.limit,
    );
  }
}

function pageOf<Order>(
  list: Order[],
  total: number,
  page: number,
  limit: number,
): OrdersPage<Order> {
  return {
    success: true,
    orders: list,
    totalOrders: total,
    totalPages: Math.ceil(total / limit),
    currentPage: page,
  };
}
