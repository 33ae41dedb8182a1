// The composition root: every adapter, module service and flow of the shop is built here, once,
// and handed to the routes. app.ts sets up Fastify (plugins, hooks, error handling, routes) with
// what `composeShop` returns; the demo shop's seed builds the trade's services with
// `shopServices` on its own transaction and clock, so both run one set of rules.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import path from 'node:path';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { migrationsApplied } from './db/migrations-applied';
import type { Listen } from './db/notifications';
import { TokenService } from './http/auth';
import { LimitCounters } from './http/limit-counters';
import type { LogDestination } from './http/logging';
import { OneTimeCodes } from './modules/accounts/one-time-codes';
import { AccountService } from './modules/accounts/service';
import { accountSessionLookup } from './modules/accounts/session-lookup';
import { BackupService } from './modules/backups/service';
import { CatalogueChanges } from './modules/catalog/cache/catalogue-changes';
import { EndedSales } from './modules/catalog/ended-sales';
import { Readiness } from './modules/health/readiness';
import { WriteProbe } from './modules/health/write-probe';
import { GstSummaryReport } from './modules/invoices/gst-summary';
import { InvoiceService } from './modules/invoices/service';
import { mailDelivery } from './modules/mail/outbox';
import { MailQueue } from './modules/mail/queue';
import { ImageUrls } from './modules/media/image-urls';
import { MediaService } from './modules/media/service';
import { ShopMetrics } from './modules/metrics/shop-metrics';
import { refundsBetween, salesBetween } from './modules/orders/sales-report-query';
import { unitsSoldByProduct } from './modules/orders/sales-stats';
import { WebhookReceiver } from './modules/payments/webhook';
import { LedgerReport } from './modules/reports/ledger-report';
import { SalesReportService } from './modules/reports/sales-report-service';
import { AdminReviewService } from './modules/reviews/admin-review-service';
import { ReviewInvitationMail } from './modules/reviews/review-invitation-mail';
import { ReviewInvitationOptOut } from './modules/reviews/review-invitation-opt-out';
import { ReviewService } from './modules/reviews/service';
import { ReviewUnsubscribeLinks } from './modules/reviews/unsubscribe-links';
import { SimulatorClock } from './modules/shipping/simulator-clock';
import { UserAdminService } from './modules/users/service';
import { WalletHistory } from './modules/wallet/history';
import { WalletLedger } from './modules/wallet/ledger';
import { WishlistService } from './modules/wishlist/service';
import { systemClock } from './platform/clock';
import { GoogleTokenVerifier } from './platform/identity';
import type { Mailer } from './platform/mail';
import { hmacHex, NoCardGateway, RazorpayGateway, SimulatedGateway } from './platform/payments';
import { RedisConnection } from './platform/redis';
import { ShippingByHand, SimulatedCourier } from './platform/shipping';
import { SimulatedParcelBook } from './platform/shipping-simulator';
import { ShiprocketCourier } from './platform/shiprocket';
import { imageStorageFor, type ImageStorage } from './platform/storage';
import { ShopDays } from './lib/shop-days';
import { AddressService } from './modules/addresses/service';
import { CartService, cartPromotionHolders } from './modules/cart/service';
import { CatalogLookup } from './modules/catalog/shopping-lookup';
import { DocumentSerials } from './modules/invoices/document-serials';
import { Invoicing } from './modules/invoices/invoicing';
import { IssuedDocuments } from './modules/invoices/issued-documents';
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

export interface AppDependencies {
  db: Database;
  /** Which database `db` is; PostgreSQL exactly when DATABASE_URL is set, unless said here. */
  databaseKind?: DatabaseHandle['kind'];
  /**
   * The database's change notifications (`DatabaseHandle.listen`), which keep the catalogue cache
   * fresh in every server process; without them catalogue replies are read from the database.
   */
  listen?: Listen;
  storage?: ImageStorage;
  /** Delivers queued mail; by default SMTP when configured, else the outbox in the database. */
  mailer?: Mailer;
  /** Where log lines go; standard output by default. */
  logDestination?: LogDestination;
  /**
   * The time the shop's rules read (codes and their waits); the system's by default. Limits count
   * on their store's time (Redis's, when shared), which no process's clock may move.
   */
  clock?: Clock;
}

/** Work beside the requests (a queue, a sweep, a schedule): started when the app is ready, stopped as it closes. */
export interface BackgroundWork {
  start?(): unknown;
  stop?(): unknown;
}

/** The card gateway `config.cardGateway` names (the simulator's routes come only with it). */
function cardGatewayFor(config: AppConfig): PaymentGateway {
  if (config.cardGateway === 'razorpay' && config.razorpay) {
    const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
    return new RazorpayGateway(keyId, keySecret, webhookSecret, apiUrl);
  }
  if (config.cardGateway === 'simulator') {
    return new SimulatedGateway(config.simulatorSecret, config.simulatorSecret);
  }
  return new NoCardGateway();
}

/**
 * The courier `config.courier` names; with none the shop ships by hand. The simulator's parcels
 * travel in its own table, on its clock, and its webhooks carry a token derived from its secret.
 */
function courierFor(
  config: AppConfig,
  db: Database,
  clock: Clock,
): { courier: Courier; simulatedParcels?: SimulatedParcelBook } {
  if (config.courier === 'shiprocket' && config.shiprocket) {
    return { courier: new ShiprocketCourier({ ...config.shiprocket, clock }) };
  }
  if (config.courier === 'simulator') {
    const simulatedParcels = new SimulatedParcelBook(db, clock, config.shippingSimulatorSpeed);
    const token = hmacHex(config.simulatorSecret, 'courier webhooks');
    return { courier: new SimulatedCourier(simulatedParcels, token), simulatedParcels };
  }
  return { courier: new ShippingByHand() };
}

export interface ComposeShopOptions {
  config: AppConfig;
  deps: AppDependencies;
  log: FastifyBaseLogger;
  /** Sends a body to this shop's own tracking webhook with a courier's token, as the courier would. */
  postToOwnWebhook(token: string): (body: string) => Promise<boolean>;
}

/**
 * Every adapter, module service and flow of the running shop, built once: app.ts sets up Fastify
 * and hands these to the routes. The adapters are chosen by the configuration (a real service, or
 * the built-in stand-in); the trade's services come from `shopServices`, which the demo shop's
 * seed builds the same way.
 */
export async function composeShop({ config, deps, log, postToOwnWebhook }: ComposeShopOptions) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const storage = deps.storage ?? (await imageStorageFor(config.images.storage));
  const media = new MediaService(storage, new ImageUrls(config.images.publicBaseUrl));
  const tokens = new TokenService(config.jwtSecret);
  // Kept only when they can be read (METRICS_TOKEN).
  const metrics = config.metricsToken ? new ShopMetrics() : undefined;
  // Every limit (the routes', the sign-in and code limits) is counted in Redis when the shop has
  // one, so that all its server processes count against one total.
  const redis = config.redisUrl ? new RedisConnection(config.redisUrl, log) : undefined;
  const limits = new LimitCounters(redis);

  const { transport, outbox } = mailDelivery(db, config.mail);
  const mailQueue = new MailQueue({
    db,
    transport: deps.mailer ?? transport,
    log,
    echo: config.env === 'development' ? (line) => process.stdout.write(`${line}\n`) : undefined,
  });
  metrics?.watchMailQueue(mailQueue, log);
  metrics?.watchDatabasePool(db);

  const databaseWrites = new WriteProbe(db, clock);
  const readiness = new Readiness(migrationsApplied(db));
  const accounts = new AccountService({
    db,
    tokens,
    limits,
    codes: new OneTimeCodes(config.jwtSecret, clock),
    mail: mailQueue,
    google: config.google
      ? new GoogleTokenVerifier(config.google.clientId, config.google.jwksUrl)
      : undefined,
    publicUrl: config.publicUrl,
  });

  const gateway = cardGatewayFor(config);
  const { courier, simulatedParcels } = courierFor(config, db, clock);
  // Deliveries (in the shop's services below) invite shoppers to review; the invitation is
  // written when it falls due, with a link that stops the next ones.
  const unsubscribeLinks = new ReviewUnsubscribeLinks(config.jwtSecret, config.publicUrl);
  new ReviewInvitationMail({
    db,
    links: unsubscribeLinks,
    publicUrl: config.publicUrl,
  }).registerWith(mailQueue);
  const invitationOptOut = new ReviewInvitationOptOut(db, unsubscribeLinks);
  // One subscription to the catalogue's changes, for the catalogue's replies and drawn pages.
  const catalogueChanges = await CatalogueChanges.open(deps.listen);
  const shop = shopServices({
    db,
    clock,
    timeZone: config.shopTimezone,
    media,
    mail: mailQueue,
    gateway,
    courier,
    log,
    publicUrl: config.publicUrl,
    paymentWindowMinutes: config.paymentWindowMinutes,
    metrics: metrics?.trade,
  });
  // The simulator sends its scans as Shiprocket would: to the shop's webhook route, with its token.
  const simulatorClock =
    simulatedParcels && courier.webhookToken
      ? new SimulatorClock(simulatedParcels, postToOwnWebhook(courier.webhookToken), log)
      : undefined;
  const webhooks = new WebhookReceiver(db, gateway, shop.payments);
  const endedSales = new EndedSales(db, log);
  const databaseKind = deps.databaseKind ?? (config.databaseUrl ? 'postgres' : 'pglite');
  const backups = new BackupService(
    { db, kind: databaseKind, images: storage },
    config.backups,
    clock,
    log,
  );
  const users = new UserAdminService(db);

  // In the order they start; each stops as the app closes.
  const background: BackgroundWork[] = [
    ...(redis ? [{ start: () => redis.settled(), stop: () => redis.close() }] : []),
    mailQueue,
    // Mail from before the outbox moved into the database (decision 6).
    ...(outbox
      ? [
          {
            start: () => outbox.startImport(path.join(config.dataDir, 'outbox'), log),
            stop: () => outbox.stop(),
          },
        ]
      : []),
    { stop: () => catalogueChanges.close() },
    shop.courierFollowUp,
    ...(simulatorClock ? [simulatorClock] : []),
    shop.paymentReturns,
    shop.sweep,
    endedSales,
    backups,
  ];

  return {
    ...shop,
    clock,
    storage,
    media,
    tokens,
    metrics,
    limits,
    sessions: accountSessionLookup(db),
    mailQueue,
    outbox,
    databaseWrites,
    readiness,
    accounts,
    gateway,
    courier,
    invitationOptOut,
    catalogueChanges,
    simulatorClock,
    webhooks,
    endedSales,
    databaseKind,
    backups,
    users,
    wishlists: new WishlistService(db, shop.catalog),
    reviews: new ReviewService(db),
    adminReviews: new AdminReviewService(db),
    unitsSold: unitsSoldByProduct,
    ledgerReport: new LedgerReport(db, shop.days, new WalletLedger(), users),
    gstSummary: new GstSummaryReport(db, shop.reads, shop.invoicing, shop.days),
    invoices: new InvoiceService(db, shop.reads, shop.invoicing, shop.documents, shop.days),
    salesReport: new SalesReportService(db, shop.days, config.shopTimezone, {
      salesBetween,
      refundsBetween,
    }),
    walletHistory: new WalletHistory(),
    background,
  };
}

export type ComposedShop = Awaited<ReturnType<typeof composeShop>>;
