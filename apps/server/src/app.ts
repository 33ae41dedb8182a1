import { randomUUID } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
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
import { SHOP_NAME } from '@littleloom/shared';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { declarePublicRoutes, trackRouteAccess, type RegisteredRoute } from './http/access';
import { enforceAccess, TokenService } from './http/auth';
import { errorHandler } from './http/errors';
import { tooManyAttempts } from './http/rate-limit';
import { readIndexHtml, registerNotFound } from './http/not-found';
import { OneTimeCodes } from './modules/accounts/one-time-codes';
import { accountRoutes } from './modules/accounts/routes';
import { AccountService } from './modules/accounts/service';
import { accountSessionLookup } from './modules/accounts/session-lookup';
import { catalogRoutes } from './modules/catalog/routes';
import { devOutboxRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { settingsRoutes } from './modules/settings/routes';
import { mediaRoutes } from './modules/media/routes';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT } from './modules/media/service';
import { userAdminRoutes } from './modules/users/routes';
import { UserAdminService } from './modules/users/service';
import { GoogleTokenVerifier } from './platform/identity';
import { OutboxMailer, SmtpMailer, type Mailer } from './platform/mail';
import { DiskImageStorage, type ImageStorage } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    tokens: TokenService;
    storage: ImageStorage;
    /** Every registered route with its declared access. */
    listRoutes(): RegisteredRoute[];
  }
}

export interface AppDependencies {
  db: Database;
  storage?: ImageStorage;
  mailer?: Mailer;
}

/** Request bodies above this are refused before they are read (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // The client address (rate limits, logs) comes from X-Forwarded-For only behind a known proxy.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const tokens = new TokenService(config.jwtSecret);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('tokens', tokens);
  app.decorate('storage', deps.storage ?? new DiskImageStorage(config.dataDir));
  const listRoutes = trackRouteAccess(app);
  app.decorate('listRoutes', listRoutes);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Outside hosts are allowed only for the providers this shop has switched on.
  const google = config.google ? ['https://accounts.google.com'] : [];
  const razorpay = config.razorpay
    ? ['https://checkout.razorpay.com', 'https://api.razorpay.com']
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.google ? ['https://*.googleusercontent.com'] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        scriptSrc: ["'self'", ...google, ...razorpay],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay],
        frameSrc: ["'self'", ...google, ...razorpay],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in pop-up talks back to the opener window.
    crossOriginOpenerPolicy: config.google
      ? { policy: 'same-origin-allow-popups' }
      : { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

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
    // Rate-limited routes are refused before their body is read.
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });

  enforceAccess(app, tokens, accountSessionLookup(deps.db));

  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? new SmtpMailer(config.mail.smtpUrl, config.mail.from, app.log)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, app.log));
  const accounts = new AccountService({
    db: deps.db,
    tokens,
    codes: new OneTimeCodes(config.jwtSecret),
    mailer,
    google: config.google
      ? new GoogleTokenVerifier(config.google.clientId, config.google.jwksUrl)
      : undefined,
    publicUrl: config.publicUrl,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes(config));
      await api.register(accountRoutes(accounts));
      await api.register(userAdminRoutes(new UserAdminService(deps.db)));
      await api.register(catalogRoutes);
      if (config.env !== 'production' && mailer instanceof OutboxMailer) {
        await api.register(devOutboxRoutes(mailer));
      }
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);

  const indexHtml = readIndexHtml(config.webDistDir);
  if (indexHtml !== undefined) {
    await app.register(async (web) => {
      declarePublicRoutes(web);
      await web.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        setHeaders(res, filePath) {
          // Vite puts a content hash in every asset name, so those never change.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  registerNotFound(app, indexHtml);

  return app;
}
