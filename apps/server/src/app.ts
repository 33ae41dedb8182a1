import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_IMAGES_PER_PRODUCT, SHOP_NAME } from '@littleloom/shared';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { migrationsApplied } from './db/migrations-applied';
import type { Listen } from './db/notifications';
import { declarePublicRoutes, trackRouteAccess, type RegisteredRoute } from './http/access';
import { registerCompression } from './http/compression';
import { drainWhenClosing } from './http/draining';
import { holdWritesWhileDatabaseCannotWrite } from './http/write-gate';
import { enforceAccess, TokenService } from './http/auth';
import { errorHandler } from './http/errors';
import { parseJsonBodies } from './http/json-body';
import { loggerOptions, type LogDestination } from './http/logging';
import { refuseControlCharacters } from './http/plain-text';
import { LimitCounters } from './http/limit-counters';
import { tooManyAttempts } from './http/rate-limit';
import { routeLimitStore } from './http/route-limit-store';
import { proxyTrust } from './http/proxy-trust';
import { requestIdFor } from './http/request-id';
import { sendSecurityHeaders } from './http/security-headers';
import { registerNotFound } from './http/not-found';
import { OneTimeCodes } from './modules/accounts/one-time-codes';
import { addressRoutes } from './modules/addresses/routes';
import { accountRoutes } from './modules/accounts/routes';
import { AccountService } from './modules/accounts/service';
import { accountSessionLookup } from './modules/accounts/session-lookup';
import { cartRoutes } from './modules/cart/routes';
import {
  announceServer,
  backupToken,
  localUrl,
  withdrawServer,
} from './modules/backups/local-trigger';
import { backupRoutes } from './modules/backups/routes';
import { BackupService } from './modules/backups/service';
import { catalogRoutes } from './modules/catalog/routes';
import { CatalogueChanges } from './modules/catalog/catalogue-changes';
import { EndedSales } from './modules/catalog/ended-sales';
import { healthRoutes } from './modules/health/routes';
import { Readiness } from './modules/health/readiness';
import { WriteProbe } from './modules/health/write-probe';
import { invoiceRoutes } from './modules/invoices/routes';
import { GstSummaryReport } from './modules/invoices/gst-summary';
import { gstSummaryRoutes } from './modules/invoices/gst-summary-routes';
import { InvoiceService } from './modules/invoices/service';
import { salesReportRoutes } from './modules/reports/sales-routes';
import { SalesReportService } from './modules/reports/sales-report-service';
import { refundsBetween, salesBetween } from './modules/orders/sales-report-query';
import { unitsSoldByProduct } from './modules/orders/sales-stats';
import { outboxRoutes } from './modules/mail/outbox-routes';
import { adminOrderRoutes } from './modules/orders/admin-routes';
import { paymentRoutes, simulatorRoutes } from './modules/payments/routes';
import type { PaymentReturns } from './modules/payments/returns';
import type { UnpaidOrderSweep } from './modules/payments/sweep';
import { WebhookReceiver } from './modules/payments/webhook';
import { orderRoutes } from './modules/orders/routes';
import { mailDelivery, type MailOutbox } from './modules/mail/outbox';
import { MailQueue } from './modules/mail/queue';
import { LedgerReport } from './modules/reports/ledger-report';
import { ledgerReportRoutes } from './modules/reports/ledger-routes';
import { WalletLedger } from './modules/wallet/ledger';
import { seoRoutes } from './modules/seo/routes';
import { shareImageRoutes } from './modules/seo/share-image-routes';
import { settingsRoutes } from './modules/settings/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { sellerRoutes } from './modules/settings/seller-routes';
import { mediaRoutes } from './modules/media/routes';
import { ImageUrls } from './modules/media/image-urls';
import { MAX_IMAGE_BYTES, MediaService } from './modules/media/service';
import { countRequestsAs, WEB_FILE_ROUTE, WEB_PAGE_ROUTE } from './modules/metrics/http-metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { ShopMetrics } from './modules/metrics/shop-metrics';
import { promotionRoutes } from './modules/promotions/routes';
import { WalletHistory } from './modules/wallet/history';
import { walletRoutes } from './modules/wallet/routes';
import { walletTopUpRoutes } from './modules/wallet/top-up-routes';
import { DrawnPages } from './pages/drawn-pages';
import { loadPageRenderer, UNSERVED_BUILD_FILES } from './pages/page-drawing';
import { readPageShells } from './pages/page-shells';
import { pageRoutes } from './pages/routes';
import { WishlistService } from './modules/wishlist/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { ReviewService } from './modules/reviews/service';
import { AdminReviewService } from './modules/reviews/admin-review-service';
import { adminReviewRoutes } from './modules/reviews/admin-routes';
import { reviewRoutes } from './modules/reviews/routes';
import {
  oneClickUnsubscribeRoutes,
  reviewInvitationRoutes,
} from './modules/reviews/invitation-routes';
import { ReviewInvitationMail } from './modules/reviews/review-invitation-mail';
import { ReviewInvitationOptOut } from './modules/reviews/review-invitation-opt-out';
import { ReviewUnsubscribeLinks } from './modules/reviews/unsubscribe-links';
import { userAdminRoutes } from './modules/users/routes';
import { UserAdminService } from './modules/users/service';
import { GoogleTokenVerifier } from './platform/identity';
import { systemClock, type Clock } from './platform/clock';
import { RedisConnection } from './platform/redis';
import type { Mailer } from './platform/mail';
import {
  NoCardGateway,
  RazorpayGateway,
  SimulatedGateway,
  type PaymentGateway,
} from './platform/payments';
import { ShippingByHand, SimulatedCourier, type Courier } from './platform/shipping';
import { SimulatedParcelBook } from './platform/shipping-simulator';
import { ShiprocketCourier } from './platform/shiprocket';
import { hmacHex } from './platform/payments';
import type { CourierFollowUp } from './modules/shipping/courier-follow-up';
import { parcelRoutes, trackingWebhookRoutes } from './modules/shipping/parcel-routes';
import { SimulatorClock } from './modules/shipping/simulator-clock';
import { imageStorageFor, type ImageStorage } from './platform/storage';
import { shopServices } from './shop-services';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tokens: TokenService;
    storage: ImageStorage;
    /** Stores uploaded images and says their URLs (IMAGE_BASE_URL or the shop's own /uploads). */
    media: MediaService;
    mailQueue: MailQueue;
    /** The mail outbox in the database, while no SMTP is configured. */
    mailOutbox: MailOutbox | undefined;
    /** Cancels card orders left unpaid past their window; tests run it by hand. */
    unpaidOrderSweep: UnpaidOrderSweep;
    /** Ends sales whose end has passed; tests run it by hand. */
    endedSales: EndedSales;
    /** Gives back captured payments the shop did not apply; tests flush it by hand. */
    paymentReturns: PaymentReturns;
    /** The card gateway in use (Razorpay or the built-in one); tests read what it recorded. */
    paymentGateway: PaymentGateway;
    /** Who answers delivery checks and carries parcels (Shiprocket, the simulator, or nobody). */
    courier: Courier;
    /** Tells the courier of parcels called off or asked back; tests wait for it. */
    courierFollowUp: CourierFollowUp;
    /** The courier simulator's clock, when the simulator is on; tests move it by hand. */
    simulatorClock: SimulatorClock | undefined;
    /** Backups on request and on the BACKUP_EVERY schedule; tests run a slot by hand. */
    backups: BackupService;
    /** Every registered route with its declared access. */
    listRoutes(): RegisteredRoute[];
    /** Whether the database takes writes, for /api/health; told of requests that failed to. */
    databaseWrites: WriteProbe;
    /** Whether this process should be sent requests, for /api/ready; stopping from close on. */
    readiness: Readiness;
  }
}

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

/** Sends a webhook body to this shop's own tracking webhook route, as a courier would. */
function postToOwnWebhook(app: FastifyInstance, token: string) {
  return async (body: string): Promise<boolean> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shipping/webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': token },
      payload: body,
    });
    return response.statusCode === 200;
  };
}

/** Request bodies above this are refused before they are read (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: requestIdFor,
    // The client address (rate limits, logs) comes from X-Forwarded-For only behind known proxies.
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing process is served, with Connection: close (http/draining.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Weighs every JSON body before it is parsed: see MAX_JSON_DEPTH.
  parseJsonBodies(app);

  const tokens = new TokenService(config.jwtSecret);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('tokens', tokens);
  app.decorate('storage', deps.storage ?? (await imageStorageFor(config.images.storage)));
  app.decorate('media', new MediaService(app.storage, new ImageUrls(config.images.publicBaseUrl)));
  const listRoutes = trackRouteAccess(app);
  app.decorate('listRoutes', listRoutes);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Kept only when they can be read (METRICS_TOKEN); the requests' before any route is added.
  const { metricsToken } = config;
  const metrics = metricsToken ? new ShopMetrics() : undefined;
  metrics?.observeRequests(app);
  sendSecurityHeaders(app, config);
  // Before the routes: the plugin hooks into each route as it is added.
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${SHOP_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    declarePublicRoutes(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_IMAGES_PER_PRODUCT,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 60,
    },
  });
  // Every limit (the routes' below, the sign-in and code limits) is counted in Redis when the shop
  // has one, so that all its server processes count against one total.
  const redis = config.redisUrl ? new RedisConnection(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onReady', async () => redis.settled());
    app.addHook('onClose', async () => redis.close());
  }
  const limits = new LimitCounters(redis);
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore(limits),
    // Rate-limited routes are refused before their body is read.
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });

  // Access first, then the text rule, then each route's schema: see the hooks' comments.
  enforceAccess(app, tokens, accountSessionLookup(deps.db));
  refuseControlCharacters(app);

  const { transport, outbox } = mailDelivery(deps.db, config.mail);
  const mailQueue = new MailQueue({
    db: deps.db,
    transport: deps.mailer ?? transport,
    log: app.log,
    echo: config.env === 'development' ? (line) => process.stdout.write(`${line}\n`) : undefined,
  });
  app.decorate('mailQueue', mailQueue);
  metrics?.watchMailQueue(mailQueue, app.log);
  metrics?.watchDatabasePool(deps.db);
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('onClose', async () => mailQueue.stop());
  app.decorate('mailOutbox', outbox);
  if (outbox) {
    // Mail from before the outbox moved into the database (decision 6).
    const folder = path.join(config.dataDir, 'outbox');
    app.addHook('onReady', async () => outbox.startImport(folder, app.log));
    app.addHook('onClose', async () => outbox.stop());
  }

  const clock = deps.clock ?? systemClock;
  app.decorate('databaseWrites', new WriteProbe(deps.db, clock));
  holdWritesWhileDatabaseCannotWrite(app, app.databaseWrites);
  const readiness = new Readiness(migrationsApplied(deps.db));
  app.decorate('readiness', readiness);
  drainWhenClosing(app, readiness);
  const accounts = new AccountService({
    db: deps.db,
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
  app.decorate('paymentGateway', gateway);
  const { courier, simulatedParcels } = courierFor(config, deps.db, clock);
  app.decorate('courier', courier);
  // Deliveries (in the shop's services below) invite shoppers to review; the invitation is
  // written when it falls due, with a link that stops the next ones.
  const unsubscribeLinks = new ReviewUnsubscribeLinks(config.jwtSecret, config.publicUrl);
  new ReviewInvitationMail({
    db: deps.db,
    links: unsubscribeLinks,
    publicUrl: config.publicUrl,
  }).registerWith(mailQueue);
  const invitationOptOut = new ReviewInvitationOptOut(deps.db, unsubscribeLinks);
  // One subscription to the catalogue's changes, for the catalogue's replies and drawn pages.
  const catalogueChanges = await CatalogueChanges.open(deps.listen);
  app.addHook('onClose', async () => catalogueChanges.close());
  const shop = shopServices({
    db: deps.db,
    clock,
    timeZone: config.shopTimezone,
    media: app.media,
    mail: mailQueue,
    gateway,
    courier,
    log: app.log,
    publicUrl: config.publicUrl,
    paymentWindowMinutes: config.paymentWindowMinutes,
    metrics: metrics?.trade,
  });
  const {
    days: shopDays,
    catalog: catalogLookup,
    coupons,
    offers,
    carts,
    addresses,
    wallet,
    sellers,
    placement,
    reads: orderReads,
    documents: issuedDocuments,
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
  } = shop;
  app.decorate('courierFollowUp', courierFollowUp);
  app.addHook('onReady', async () => courierFollowUp.start());
  app.addHook('onClose', async () => courierFollowUp.stop());
  // The simulator sends its scans as Shiprocket would: to the shop's webhook route, with its token.
  const simulatorClock =
    simulatedParcels && courier.webhookToken
      ? new SimulatorClock(simulatedParcels, postToOwnWebhook(app, courier.webhookToken), app.log)
      : undefined;
  app.decorate('simulatorClock', simulatorClock);
  if (simulatorClock) {
    app.addHook('onReady', async () => simulatorClock.start());
    app.addHook('onClose', async () => simulatorClock.stop());
  }
  app.decorate('paymentReturns', paymentReturns);
  app.addHook('onReady', async () => paymentReturns.start());
  app.addHook('onClose', async () => paymentReturns.stop());
  const webhooks = new WebhookReceiver(deps.db, gateway, payments);
  app.decorate('unpaidOrderSweep', sweep);
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
  const endedSales = new EndedSales(deps.db, app.log);
  app.decorate('endedSales', endedSales);
  app.addHook('onReady', async () => endedSales.start());
  app.addHook('onClose', async () => endedSales.stop());

  const databaseKind = deps.databaseKind ?? (config.databaseUrl ? 'postgres' : 'pglite');
  const backups = new BackupService(
    { db: deps.db, kind: databaseKind, images: app.storage },
    config.backups,
    clock,
    app.log,
  );
  app.decorate('backups', backups);
  app.addHook('onReady', async () => backups.start());
  app.addHook('onClose', async () => backups.stop());
  if (databaseKind === 'pglite') {
    // No other process may open the embedded database: `npm run backup` asks this one instead.
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') {
        announceServer(config.dataDir, localUrl(config.host, address.port));
      }
    });
    app.addHook('onClose', async () => withdrawServer(config.dataDir));
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes(config));
      await api.register(sellerRoutes(sellers));
      await api.register(accountRoutes(accounts));
      await api.register(userAdminRoutes(new UserAdminService(deps.db)));
      await api.register(catalogRoutes, {
        changes: catalogueChanges,
        days: shopDays,
        unitsSold: unitsSoldByProduct,
      });
      await api.register(promotionRoutes(coupons, offers));
      await api.register(cartRoutes(carts));
      await api.register(wishlistRoutes(new WishlistService(deps.db, catalogLookup)));
      await api.register(reviewRoutes(new ReviewService(deps.db)));
      await api.register(reviewInvitationRoutes(invitationOptOut));
      await api.register(adminReviewRoutes(new AdminReviewService(deps.db)));
      await api.register(addressRoutes(addresses));
      await api.register(shippingRoutes(shipping));
      await api.register(parcelRoutes(parcelBookings, parcelPrinting));
      await api.register(trackingWebhookRoutes(trackingWebhooks));
      await api.register(orderRoutes(placement, payments, orderReads, orderActions));
      await api.register(adminOrderRoutes(orderReads, orderActions));
      await api.register(
        ledgerReportRoutes(
          new LedgerReport(deps.db, shopDays, new WalletLedger(), new UserAdminService(deps.db)),
        ),
      );
      await api.register(
        gstSummaryRoutes(new GstSummaryReport(deps.db, orderReads, invoicing, shopDays), () =>
          shopDays.today(),
        ),
      );
      await api.register(
        invoiceRoutes(
          new InvoiceService(deps.db, orderReads, invoicing, issuedDocuments, shopDays),
        ),
      );
      await api.register(
        salesReportRoutes(
          new SalesReportService(deps.db, shopDays, config.shopTimezone, {
            salesBetween,
            refundsBetween,
          }),
        ),
      );
      await api.register(paymentRoutes(payments, webhooks));
      if (gateway instanceof SimulatedGateway) {
        await api.register(simulatorRoutes(gateway, payments, webhooks));
      }
      await api.register(walletRoutes(wallet, new WalletHistory()));
      await api.register(walletTopUpRoutes(payments));
      if (outbox) await api.register(outboxRoutes(outbox));
      await api.register(
        backupRoutes(backups, databaseKind === 'pglite' ? backupToken(config.dataDir) : undefined),
      );
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(oneClickUnsubscribeRoutes(invitationOptOut));
  await app.register(seoRoutes);
  await app.register(shareImageRoutes);
  if (metricsToken && metrics) await app.register(metricsRoutes(metricsToken, metrics.source()));

  const pageShells = readPageShells(config.webDistDir);
  if (pageShells !== undefined) {
    await app.register(async (web) => {
      declarePublicRoutes(web);
      countRequestsAs(web, WEB_FILE_ROUTE);
      await web.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        globIgnore: UNSERVED_BUILD_FILES,
        index: false,
        decorateReply: false,
        // The build writes .br and .gz copies of its text files (apps/web/tooling/precompress.mjs);
        // a browser gets the smallest it accepts, with Content-Encoding and Vary set.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Vite puts a content hash in every asset name, so those never change.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  registerNotFound(app);
  if (pageShells !== undefined) {
    const renderer = await loadPageRenderer(config.webDistDir);
    const drawn =
      renderer &&
      new DrawnPages(
        app,
        renderer,
        new URL(config.publicUrl).origin,
        catalogueChanges,
        config.catalogueCache,
      );
    // Registered last: its wildcard takes only the addresses no other route serves.
    await app.register(async (web) => {
      countRequestsAs(web, WEB_PAGE_ROUTE);
      await web.register(pageRoutes, { shells: pageShells, drawn });
    });
  }

  return app;
}
