import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { ShopDays } from './lib/shop-days';
import { AddressService } from './modules/addresses/service';
import { CartService, cartPromotionHolders } from './modules/cart/service';
import { CatalogLookup } from './modules/catalog/shopping-lookup';
import { DocumentSerials } from './modules/invoices/document-serials';
import { Invoicing } from './modules/invoices/invoicing';
import { IssuedDocuments } from './modules/invoices/issued-documents';
import type { MailQueue } from './modules/mail/queue';
import type { MediaService } from './modules/media/service';
import type { TradeMetrics } from './modules/metrics/trade-metrics';
import { BookParcel } from './flows/book-parcel';
import { CancelItems } from './flows/cancel-items';
import { cancelUnpaidOrders } from './flows/cancel-unpaid-orders';
import { OrderPlacement } from './flows/place-order';
import { decideReturn } from './flows/decide-return';
import { processRefund } from './flows/process-refund';
import { RecordScan } from './flows/record-scan';
import { SetItemStatus } from './flows/set-item-status';
import { settlePayment } from './flows/settle-payment';
import { parcelMeasures } from './modules/catalog/parcel-measures';
import type { AdminOrderActions, ShopperOrderActions } from './modules/orders/order-actions';
import { OrderChanges } from './modules/orders/order-changes';
import { OrderReads } from './modules/orders/order-reads';
import { OrderWriter } from './modules/orders/order-writer';
import { OrderPaymentState } from './modules/orders/payment-state';
import { OrderRefunds, itemValuePaise } from './modules/orders/refunds';
import { ReturnRequests } from './modules/orders/return-requests';
import { PaymentReturns } from './modules/payments/returns';
import { PaymentService } from './modules/payments/service';
import type { OrderSettlement } from './modules/payments/paid-orders';
import { UnpaidOrderSweep } from './modules/payments/sweep';
import { CouponService } from './modules/promotions/coupon-service';
import { OfferService } from './modules/promotions/offer-service';
import { SellerService } from './modules/settings/seller-service';
import { CourierFollowUp } from './modules/shipping/courier-follow-up';
import { ParcelBookings } from './modules/shipping/parcel-booking';
import { ParcelPapersSource } from './modules/shipping/parcel-papers-source';
import { orderParcels } from './modules/shipping/parcel-reads';
import { ParcelPrinting } from './modules/shipping/parcel-printing';
import { ShippingService } from './modules/shipping/service';
import { TrackingWebhooks } from './modules/shipping/tracking-webhook';
import { readShiprocketWebhook } from './platform/shiprocket-webhook';
import { WalletService } from './modules/wallet/service';
import type { Clock } from './platform/clock';
import type { PaymentGateway } from './platform/payments';
import type { Courier } from './platform/shipping';

export interface ShopServiceDeps {
  /** The database, or a transaction every service then works in (the demo's history). */
  db: Database;
  clock: Clock;
  timeZone: string;
  media: MediaService;
  mail: MailQueue;
  gateway: PaymentGateway;
  /** Answers whether parcels reach a PIN code; asked before orders are placed. */
  courier: Courier;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  publicUrl: string;
  paymentWindowMinutes: number;
  /** How issued documents are kept; by default each is rendered and stored as it is numbered. */
  documents?: (reads: OrderReads, sellers: SellerService, days: ShopDays) => IssuedDocuments;
  /** Counts orders, payments and refunds for Prometheus; the demo's past is not counted. */
  metrics?: TradeMetrics;
}

/**
 * The services of the shop's trade (catalogue lookups, promotions, carts, delivery checks, orders,
 * payments, documents) put together once: the server builds them on its database, and the demo shop on its
 * seed's transaction with a clock it sets to each moment of its history, so both run one set of
 * rules.
 */
export function shopServices(deps: ShopServiceDeps) {
  const { db: database, clock, mail, gateway, log } = deps;
  const options = { publicUrl: deps.publicUrl, paymentWindowMinutes: deps.paymentWindowMinutes };
  const days = new ShopDays(deps.timeZone, clock);
  const catalog = new CatalogLookup(deps.media);
  const coupons = new CouponService(database, days, cartPromotionHolders);
  const offers = new OfferService(database, days, catalog, cartPromotionHolders);
  const carts = new CartService(database, catalog, coupons, offers);
  const addresses = new AddressService(database);
  const wallet = new WalletService();
  const sellers = new SellerService(database);
  const shipping = new ShippingService(deps.courier, sellers, days, log);
  const placement = new OrderPlacement(
    database,
    carts,
    addresses,
    new OrderWriter(days, sellers, deps.media, options),
    wallet,
    mail,
    shipping,
    options,
    deps.metrics,
  );
  const reads = new OrderReads(days, deps.media, orderParcels);
  const orderPayments = new OrderPaymentState(reads, mail, options);
  const documents = (deps.documents ?? ((...args) => new IssuedDocuments(...args)))(
    reads,
    sellers,
    days,
  );
  const invoicing = new Invoicing(new DocumentSerials(deps.timeZone), documents);
  // Parcels called off or asked back are told to the courier after their transaction commits.
  const courierFollowUp = new CourierFollowUp(database, deps.courier, log);
  const tellCourier = () => courierFollowUp.poke();
  const refunds = new OrderRefunds(wallet, deps.metrics);
  const changes = new OrderChanges(days, reads, mail, options);
  // The work after checkout: each flow runs its steps on the order locked in its transaction.
  const onOrders = { db: database, days, changes, invoicing };
  const cancelItems = new CancelItems({
    ...onOrders,
    refunds,
    wallet,
    courierFollowUp: tellCourier,
  });
  const setItemStatus = new SetItemStatus({ ...onOrders, cancelling: cancelItems, mail });
  const returnRequests = new ReturnRequests(database, days, changes);
  const orderActions: ShopperOrderActions & AdminOrderActions = {
    cancelOwnItem: (userId, orderId, itemId) => cancelItems.cancelOwnItem(userId, orderId, itemId),
    requestReturn: (userId, orderId, itemId) =>
      returnRequests.requestReturn(userId, orderId, itemId),
    setItemStatus: (orderId, itemRef, to) => setItemStatus.setItemStatus(orderId, itemRef, to),
    setOrderStatus: (orderId, to) => setItemStatus.setOrderStatus(orderId, to),
    cancelOrder: (orderId) => cancelItems.cancelOrder(orderId),
    decideReturn: (orderId, itemRef, decision) =>
      decideReturn(onOrders, orderId, itemRef, decision),
    processRefund: (orderId) => processRefund({ ...onOrders, refunds }, orderId),
  };
  const parcelBookings = new BookParcel({
    db: database,
    changes,
    parcels: new ParcelBookings({
      db: database,
      courier: deps.courier,
      sellers,
      days,
      log,
      measures: parcelMeasures,
      itemValuePaise,
    }),
    courierFollowUp: tellCourier,
  });
  const trackingWebhooks = new RecordScan({
    ...onOrders,
    webhooks: new TrackingWebhooks(database, deps.courier, readShiprocketWebhook),
    moves: setItemStatus,
  });
  const parcelPrinting = new ParcelPrinting(
    new ParcelPapersSource(database, reads, sellers, deps.timeZone, itemValuePaise),
  );
  const paymentReturns = new PaymentReturns({ db: database, gateway, wallet, log });
  // What a payment's outcome does to its order: paid, or cancelled once its window closed.
  const settlement: OrderSettlement = {
    settlePaid: (tx, orderId) =>
      settlePayment({ orders: orderPayments, cancelling: cancelItems }, tx, orderId),
    cancelUnpaid: (tx, unpaid) => cancelUnpaidOrders(orderPayments, tx, unpaid),
  };
  const payments = new PaymentService({
    db: database,
    gateway,
    orders: orderPayments,
    settlement,
    wallet,
    returns: paymentReturns,
    mail,
    now: clock,
    publicUrl: deps.publicUrl,
    metrics: deps.metrics,
  });
  const sweep = new UnpaidOrderSweep(database, orderPayments, settlement, clock, log);
  return {
    days,
    catalog,
    coupons,
    offers,
    carts,
    addresses,
    wallet,
    sellers,
    placement,
    reads,
    documents,
    invoicing,
    orderActions,
    paymentReturns,
    payments,
    sweep,
    shipping,
    courierFollowUp,
    parcelBookings,
    trackingWebhooks,
    parcelPrinting,
  };
}

export type ShopServices = ReturnType<typeof shopServices>;
