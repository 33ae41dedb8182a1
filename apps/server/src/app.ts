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
import { composeShop, type AppDependencies } from './composition-root';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { declarePublicRoutes, trackRouteAccess, type RegisteredRoute } from './http/access';
import { registerCompression } from './http/compression';
import { drainWhenClosing } from './http/draining';
import { holdWritesWhileDatabaseCannotWrite } from './http/write-gate';
import { enforceAccess, type TokenService } from './http/auth';
import { errorHandler } from './http/errors';
import { parseJsonBodies } from './http/json-body';
import { loggerOptions } from './http/logging';
import { refuseControlCharacters } from './http/plain-text';
import { tooManyAttempts } from './http/rate-limit';
import { routeLimitStore } from './http/route-limit-store';
import { proxyTrust } from './http/proxy-trust';
import { requestIdFor } from './http/request-id';
import { sendSecurityHeaders } from './http/security-headers';
import { registerNotFound } from './http/not-found';
import { addressRoutes } from './modules/addresses/routes';
import { accountRoutes } from './modules/accounts/routes';
import { cartRoutes } from './modules/cart/routes';
import {
  announceServer,
  backupToken,
  localUrl,
  withdrawServer,
} from './modules/backups/local-trigger';
import { backupRoutes } from './modules/backups/routes';
import type { BackupService } from './modules/backups/service';
import { catalogRoutes } from './modules/catalog/routes';
import type { EndedSales } from './modules/catalog/ended-sales';
import { healthRoutes } from './modules/health/routes';
import type { Readiness } from './modules/health/readiness';
import type { WriteProbe } from './modules/health/write-probe';
import { invoiceRoutes } from './modules/invoices/routes';
import { gstSummaryRoutes } from './modules/invoices/gst-summary-routes';
import { salesReportRoutes } from './modules/reports/sales-routes';
import { outboxRoutes } from './modules/mail/outbox-routes';
import { adminOrderRoutes } from './modules/orders/admin-routes';
import { paymentRoutes, simulatorRoutes } from './modules/payments/routes';
import type { PaymentReturns } from './modules/payments/returns';
import type { UnpaidOrderSweep } from './modules/payments/sweep';
import { orderRoutes } from './modules/orders/routes';
import type { MailOutbox } from './modules/mail/outbox';
import type { MailQueue } from './modules/mail/queue';
import { ledgerReportRoutes } from './modules/reports/ledger-routes';
import { seoRoutes } from './modules/seo/routes';
import { shareImageRoutes } from './modules/seo/share-image-routes';
import { settingsRoutes } from './modules/settings/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { sellerRoutes } from './modules/settings/seller-routes';
import { mediaRoutes } from './modules/media/routes';
import { MAX_IMAGE_BYTES, type MediaService } from './modules/media/service';
import { countRequestsAs, WEB_FILE_ROUTE, WEB_PAGE_ROUTE } from './modules/metrics/http-metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { walletRoutes } from './modules/wallet/routes';
import { walletTopUpRoutes } from './modules/wallet/top-up-routes';
import { DrawnPages } from './pages/drawn-pages';
import { loadPageRenderer, UNSERVED_BUILD_FILES } from './pages/page-drawing';
import { readPageShells } from './pages/page-shells';
import { pageRoutes } from './pages/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { adminReviewRoutes } from './modules/reviews/admin-routes';
import { reviewRoutes } from './modules/reviews/routes';
import {
  oneClickUnsubscribeRoutes,
  reviewInvitationRoutes,
} from './modules/reviews/invitation-routes';
import { userAdminRoutes } from './modules/users/routes';
import { SimulatedGateway, type PaymentGateway } from './platform/payments';
import type { Courier } from './platform/shipping';
import type { CourierFollowUp } from './modules/shipping/courier-follow-up';
import { parcelRoutes, trackingWebhookRoutes } from './modules/shipping/parcel-routes';
import type { SimulatorClock } from './modules/shipping/simulator-clock';
import type { ImageStorage } from './platform/storage';

export type { AppDependencies } from './composition-root';
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

  const shop = await composeShop({
    config,
    deps,
    log: app.log,
    postToOwnWebhook: (token) => postToOwnWebhook(app, token),
  });
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('tokens', shop.tokens);
  app.decorate('storage', shop.storage);
  app.decorate('media', shop.media);
  app.decorate('mailQueue', shop.mailQueue);
  app.decorate('mailOutbox', shop.outbox);
  app.decorate('databaseWrites', shop.databaseWrites);
  app.decorate('readiness', shop.readiness);
  app.decorate('paymentGateway', shop.gateway);
  app.decorate('courier', shop.courier);
  app.decorate('courierFollowUp', shop.courierFollowUp);
  app.decorate('simulatorClock', shop.simulatorClock);
  app.decorate('paymentReturns', shop.paymentReturns);
  app.decorate('unpaidOrderSweep', shop.sweep);
  app.decorate('endedSales', shop.endedSales);
  app.decorate('backups', shop.backups);
  const listRoutes = trackRouteAccess(app);
  app.decorate('listRoutes', listRoutes);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The requests' metrics are hooked in before any route is added.
  const { metricsToken } = config;
  const { metrics } = shop;
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
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore(shop.limits),
    // Rate-limited routes are refused before their body is read.
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });

  // Access first, then the text rule, then each route's schema: see the hooks' comments.
  enforceAccess(app, shop.tokens, shop.sessions);
  refuseControlCharacters(app);
  holdWritesWhileDatabaseCannotWrite(app, shop.databaseWrites);
  drainWhenClosing(app, shop.readiness);

  for (const work of shop.background) {
    const { start, stop } = work;
    if (start) app.addHook('onReady', async () => start.call(work));
    if (stop) app.addHook('onClose', async () => stop.call(work));
  }
  const { databaseKind } = shop;
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

  const { gateway, outbox, payments, webhooks, reads, orderActions, days } = shop;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes(config));
      await api.register(sellerRoutes(shop.sellers));
      await api.register(accountRoutes(shop.accounts));
      await api.register(userAdminRoutes(shop.users));
      await api.register(catalogRoutes, {
        changes: shop.catalogueChanges,
        days,
        unitsSold: shop.unitsSold,
      });
      await api.register(promotionRoutes(shop.coupons, shop.offers));
      await api.register(cartRoutes(shop.carts));
      await api.register(wishlistRoutes(shop.wishlists));
      await api.register(reviewRoutes(shop.reviews));
      await api.register(reviewInvitationRoutes(shop.invitationOptOut));
      await api.register(adminReviewRoutes(shop.adminReviews));
      await api.register(addressRoutes(shop.addresses));
      await api.register(shippingRoutes(shop.shipping));
      await api.register(parcelRoutes(shop.parcelBookings, shop.parcelPrinting));
      await api.register(trackingWebhookRoutes(shop.trackingWebhooks));
      await api.register(orderRoutes(shop.placement, payments, reads, orderActions));
      await api.register(adminOrderRoutes(reads, orderActions));
      await api.register(ledgerReportRoutes(shop.ledgerReport));
      await api.register(gstSummaryRoutes(shop.gstSummary, () => days.today()));
      await api.register(invoiceRoutes(shop.invoices));
      await api.register(salesReportRoutes(shop.salesReport));
      await api.register(paymentRoutes(payments, webhooks));
      if (gateway instanceof SimulatedGateway) {
        await api.register(simulatorRoutes(gateway, payments, webhooks));
      }
      await api.register(walletRoutes(shop.wallet, shop.walletHistory));
      await api.register(walletTopUpRoutes(payments));
      if (outbox) await api.register(outboxRoutes(outbox));
      await api.register(
        backupRoutes(
          shop.backups,
          databaseKind === 'pglite' ? backupToken(config.dataDir) : undefined,
        ),
      );
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(oneClickUnsubscribeRoutes(shop.invitationOptOut));
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
        shop.catalogueChanges,
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
