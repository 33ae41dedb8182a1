import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { STRONG_PASSWORD_PATTERN } from '@littleloom/shared';
import { SERVER_ROOT } from './lib/server-root';

/** The demo administrator's password: fine on a laptop, refused in production. */
export const DEMO_ADMIN_PASSWORD = 'Admin@123';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** proxy-addr's names for whole address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Whose X-Forwarded-For to believe: nobody's, the nearest N hops', or these proxies'. */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/**
 * Which X-Forwarded-For entries to believe. The client writes the left-most entries itself, so
 * "trust everything" would let anyone choose their address: only a hop count (how many proxies
 * stand in front) or the proxies' own addresses are accepted. `true` means the one proxy in front.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): TrustedProxies => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return { hops: 1 };
    if (/^\d+$/.test(value)) return { hops: Number(value) };
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected a number of proxies or a list of proxy addresses; not an address: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return { addresses: entries };
  });
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Long enough for a backup of any shop to finish; short enough for one timer (under 24.8 days). */
const BACKUP_EVERY_RANGE_MS = { min: 5 * 60_000, max: 7 * 86_400_000 };

/**
 * How often scheduled backups are taken: `30m`, `6h`, `1d`, or `off` (null). Unset is undefined,
 * so the caller decides the default.
 */
const backupEveryFromEnv = z
  .string()
  .trim()
  .transform((value, context): number | null | undefined => {
    const lower = value.toLowerCase();
    if (lower === '') return undefined;
    if (lower === 'off') return null;
    const match = /^(\d+)\s*([mhd])$/.exec(lower);
    const ms = match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as 'm' | 'h' | 'd'] : NaN;
    if (!(ms >= BACKUP_EVERY_RANGE_MS.min && ms <= BACKUP_EVERY_RANGE_MS.max)) {
      context.addIssue({
        code: 'custom',
        message: 'expected off or an interval from 5m to 7d, such as 30m, 6h or 1d',
      });
      return z.NEVER;
    }
    return ms;
  });
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalWebUrl = z.preprocess(
  emptyAsUndefined,
  z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' }).optional(),
);

/** Where uploaded images live: a bucket when S3_BUCKET is set (see `imageSettings`). */
const imageEnv = {
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'expected a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  /** The store's address; unset means AWS itself, found from S3_REGION. */
  S3_ENDPOINT: optionalWebUrl,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Where image URLs in replies point (a CDN, or the bucket's public address). */
  IMAGE_BASE_URL: optionalWebUrl,
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Redis, where every server process counts the same limits; unset, each counts its own. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// address' }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@littleloom.in')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6).optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Little Loom <hello@littleloom.in>'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Razorpay's API address; only tests change it, to a local stand-in. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SIMULATOR_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  PUBLIC_URL: optionalUrl,
  SHOP_TIMEZONE: z.string().default('Asia/Kolkata'),
  /** Defaults to true, but to false in production. */
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFromEnv.optional()),
  /** Set when reverse proxies in front set X-Forwarded-For; otherwise clients could forge it. */
  TRUST_PROXY: trustProxyFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  /**
   * The built-in payment simulator takes card payments without money changing hands: on by
   * default in development and test, off by default in production, `off` anywhere turns it off.
   */
  PAYMENT_SIMULATOR: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['on', 'off'], 'expected on or off').optional(),
  ),
  /**
   * The built-in courier simulator answers delivery checks from a fixed table: on by default in
   * development and test, off by default in production, `off` anywhere turns it off.
   */
  SHIPPING_SIMULATOR: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['on', 'off'], 'expected on or off').optional(),
  ),
  /**
   * How many times faster than real time the simulator's parcels travel: 1 takes the days a
   * courier would; 1440, the default in development, makes a day a minute for trying the shop.
   */
  SHIPPING_SIMULATOR_SPEED: z.coerce
    .number('expected a number')
    .min(1, 'expected at least 1')
    .max(10_000_000, 'expected at most 10000000')
    .optional(),
  SHIPROCKET_EMAIL: optionalString,
  SHIPROCKET_PASSWORD: optionalString,
  /** Shiprocket's API address; only tests change it, to a local stand-in. */
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
  /**
   * The token Shiprocket's tracking webhooks carry in `x-api-key` (set the same one in its panel:
   * Settings, API, Webhooks). Shiprocket signs nothing, so this token is all that tells its posts
   * from anyone's.
   */
  SHIPROCKET_WEBHOOK_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'expected at least 16 characters').optional(),
  ),
  /** The nickname of the pickup address in Shiprocket's panel that parcels are booked from. */
  SHIPROCKET_PICKUP_LOCATION: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).max(100).default('Primary'),
  ),
  /** `off` reads every catalogue reply from the database, with no HTTP validators either. */
  CATALOGUE_CACHE: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['on', 'off'], 'expected on or off').default('on'),
  ),
  /**
   * `off` counts and orders every collection page in the database instead of in the facts this
   * process keeps of the catalogue (decision 32).
   */
  CATALOGUE_INDEX: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['on', 'off'], 'expected on or off').default('on'),
  ),
  /**
   * `off` reads a search's typos in the database instead of among the words of product names this
   * process keeps (decision 38); for measuring the difference.
   */
  SEARCH_VOCABULARY: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(['on', 'off'], 'expected on or off').default('on'),
  ),
  /** Where backups are written; DATA_DIR/backups by default. */
  BACKUP_DIR: optionalString,
  BACKUP_EVERY: backupEveryFromEnv.optional(),
  /** How many backups the folder keeps; the oldest go first. */
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(10_000).default(14),
  ),
  /** How many server processes share the port: 1 runs the shop in this process, as it always did. */
  WEB_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(64).default(1),
  ),
  /** Seconds a stopping server gives requests in flight before it closes their connections. */
  SHUTDOWN_TIMEOUT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(600).default(10),
  ),
  /**
   * Seconds a stopping server keeps accepting, answering /api/ready with 503, before it closes its
   * port: long enough for a load balancer's readiness checks to take it out of rotation, so that
   * no connection waits in a port that is about to close. 0 (the default) closes at once.
   */
  SHUTDOWN_DELAY: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(60).default(0)),
  /** The bearer token Prometheus sends to GET /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'expected at least 16 characters').optional(),
  ),
  ...imageEnv,
});

export type Env = z.infer<typeof envSchema>;

/**
 * Who takes card payments (checkout by card, wallet top-ups): Razorpay when its keys are set, else
 * the built-in simulator when it is on, else nobody, and then card payments are refused.
 */
export type CardGateway = 'razorpay' | 'simulator' | null;

/**
 * Who answers delivery checks: Shiprocket when its API user is set, else the built-in simulator
 * when it is on, else nobody, and then the shop ships by hand to every PIN code.
 */
/** A simulated day passes in a minute while trying the shop out (development's default). */
export const DEMO_SIMULATOR_SPEED = 1440;

export type CourierChoice = 'shiprocket' | 'simulator' | null;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where limits are counted for every server process; undefined counts them in this one. */
  redisUrl: string | undefined;
  admin: { email: string; password: string };
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string }
    | undefined;
  google: { clientId: string; jwksUrl: string } | undefined;
  /** The one place that says which gateway takes card payments (`razorpay` only with its keys). */
  cardGateway: CardGateway;
  simulatorSecret: string;
  shiprocket:
    | {
        email: string;
        password: string;
        apiUrl: string;
        /** What its tracking webhooks must carry; always set in production. */
        webhookToken: string | undefined;
        pickupLocation: string;
      }
    | undefined;
  /** The one place that says who answers delivery checks (`shiprocket` only with its login). */
  courier: CourierChoice;
  /** How many times faster than real time the simulator's parcels travel. */
  shippingSimulatorSpeed: number;
  paymentWindowMinutes: number;
  publicUrl: string;
  shopTimezone: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustedProxies;
  /** Folder of the built web app, served from the same origin. */
  webDistDir: string;
  /** Catalogue replies served from memory and marked cacheable for anonymous callers. */
  catalogueCache: boolean;
  /** Collection pages are counted and ordered from facts held in memory (decision 32). */
  catalogueIndex: boolean;
  /** Typos are read among the words of product names held in memory (decision 38). */
  searchVocabulary: boolean;
  backups: BackupSettings;
  /** Server processes on this machine (WEB_CONCURRENCY); above 1 they are workers of a primary. */
  webConcurrency: number;
  /** How long a stopping server waits for requests in flight (SHUTDOWN_TIMEOUT, in ms). */
  shutdownTimeoutMs: number;
  /** How long a stopping server goes on accepting while /api/ready says 503 (SHUTDOWN_DELAY). */
  shutdownDelayMs: number;
  /** What GET /metrics asks for; undefined when no metrics are kept or served. */
  metricsToken: string | undefined;
  images: ImageSettings;
}

export interface BackupSettings {
  /** The folder backups are written to and kept in. */
  dir: string;
  /** Milliseconds between scheduled backups; null when none are scheduled. */
  every: number | null;
  /** How many backups the folder keeps. */
  keep: number;
}

/** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
export type ImageStorageSettings =
  | { kind: 'disk'; dataDir: string }
  | {
      kind: 's3';
      bucket: string;
      /** The store's address; undefined for AWS, whose address the SDK finds from the region. */
      endpoint: string | undefined;
      region: string;
      /** Undefined on AWS without keys: the SDK's own chain (AWS_* variables, a role) is used. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface ImageSettings {
  storage: ImageStorageSettings;
  /** Image URLs in replies start with this (no trailing slash); `/uploads` when unset. */
  publicBaseUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Region for stores other than AWS, which accept any name in signatures; most expect this one. */
const DEFAULT_STORE_REGION = 'us-east-1';

/**
 * S3_BUCKET turns the bucket on; the rest must then be complete for the SDK to sign requests: a
 * region (AWS needs its real one; other stores at S3_ENDPOINT take us-east-1 by default), and both
 * keys or neither (neither only on AWS, where a role can supply them).
 */
function imageSettings(env: Pick<Env, keyof typeof imageEnv>, dataDir: string): ImageSettings {
  const publicBaseUrl = env.IMAGE_BASE_URL?.replace(/\/+$/, '');
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep images in a bucket, or unset ${stray.length === 1 ? 'it' : 'them'}`,
      );
    }
    return { storage: { kind: 'disk', dataDir }, publicBaseUrl };
  }
  const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (keys.some(Boolean) && !keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (env.S3_ENDPOINT && !keys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the store's access keys)",
    );
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET without S3_ENDPOINT means AWS, which needs S3_REGION (such as ap-south-1); for another store set S3_ENDPOINT',
    );
  }
  return {
    storage: {
      kind: 's3',
      bucket,
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
      region: env.S3_REGION ?? DEFAULT_STORE_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
    publicBaseUrl,
  };
}

/** Reads a secret from DATA_DIR, creating it once, so restarts keep sessions and signatures valid. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Scheduled backups of a production shop on the embedded database, unless BACKUP_EVERY says. */
const PRODUCTION_EMBEDDED_BACKUP_EVERY_MS = 86_400_000;

function backupSettings(
  env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL' | 'BACKUP_DIR' | 'BACKUP_EVERY' | 'BACKUP_KEEP'>,
  dataDir: string,
): BackupSettings {
  // The embedded database's one copy lives on the shop's own disk: in production a daily backup
  // is taken unless the owner chooses otherwise. A PostgreSQL server has its own backups.
  const embeddedInProduction = env.NODE_ENV === 'production' && !env.DATABASE_URL;
  const defaultEvery = embeddedInProduction ? PRODUCTION_EMBEDDED_BACKUP_EVERY_MS : null;
  return {
    dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    every: env.BACKUP_EVERY === undefined ? defaultEvery : env.BACKUP_EVERY,
    keep: env.BACKUP_KEEP,
  };
}

const backupEnvSchema = envSchema.pick({
  NODE_ENV: true,
  DATA_DIR: true,
  DATABASE_URL: true,
  BACKUP_DIR: true,
  BACKUP_EVERY: true,
  BACKUP_KEEP: true,
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  IMAGE_BASE_URL: true,
});

/**
 * What `npm run backup`, `npm run restore` and `npm run images:to-bucket` need, and no more: they
 * must work where the server itself would refuse to start (no ADMIN_PASSWORD in the operator's
 * shell).
 */
export function loadBackupConfig(
  source: NodeJS.ProcessEnv = process.env,
): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'backups' | 'images'> {
  const parsed = backupEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    dataDir,
    databaseUrl: parsed.data.DATABASE_URL,
    backups: backupSettings(parsed.data, dataDir),
    images: imageSettings(parsed.data, dataDir),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const adminPassword = env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;
  // A shop on the internet must not open its back office with a password printed in the README.
  const weakAdminPassword =
    adminPassword === DEMO_ADMIN_PASSWORD ||
    adminPassword.length < 8 ||
    !STRONG_PASSWORD_PATTERN.test(adminPassword);
  if (production && weakAdminPassword) {
    throw new ConfigError(
      'Refusing to start in production without an admin password of your own: set ADMIN_PASSWORD (at least 8 characters, with upper- and lower-case letters, a digit and one of @$!%*?&).',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  const shiprocketLogin = [env.SHIPROCKET_EMAIL, env.SHIPROCKET_PASSWORD];
  if (shiprocketLogin.some(Boolean) && !shiprocketLogin.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither',
    );
  }
  // Without the token anyone could post tracking updates and mark a shopper's parcel delivered.
  if (production && shiprocketLogin.every(Boolean) && !env.SHIPROCKET_WEBHOOK_TOKEN) {
    throw new ConfigError(
      "Refusing to start in production with Shiprocket but without SHIPROCKET_WEBHOOK_TOKEN: set a token of at least 16 characters, and the same one in Shiprocket's panel (Settings, API, Webhooks), so that only Shiprocket's tracking updates are taken.",
    );
  }
  // In production made-up delivery dates would be promised to real shoppers: only when asked for.
  const shippingSimulatorOn =
    env.SHIPPING_SIMULATOR === undefined ? !production : env.SHIPPING_SIMULATOR === 'on';
  // In production the simulator would hand out wallet money for nothing: only when asked for.
  const simulatorOn =
    env.PAYMENT_SIMULATOR === undefined ? !production : env.PAYMENT_SIMULATOR === 'on';
  const razorpayOn = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database belongs to one process, so set WEB_CONCURRENCY=1 or use PostgreSQL.`,
    );
  }
  // A secret generated into DATA_DIR is generated again, differently, on every machine: sessions
  // signed on one would be refused on the next, and likewise the simulator's signatures.
  const unsharedSecrets = [
    env.JWT_SECRET ? undefined : 'JWT_SECRET',
    env.SIMULATOR_SECRET || razorpayOn || !simulatorOn ? undefined : 'SIMULATOR_SECRET',
  ].filter((name) => name !== undefined);
  if (production && env.DATABASE_URL && unsharedSecrets.length > 0) {
    throw new ConfigError(
      `Refusing to start in production on PostgreSQL without ${unsharedSecrets.join(' and ')}: every process and machine on the database must share ${unsharedSecrets.length === 1 ? 'it' : 'them'}, and a generated one differs on each machine. Set the same value everywhere.`,
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: adminPassword },
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL,
          }
        : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
      : undefined,
    cardGateway: razorpayOn ? 'razorpay' : simulatorOn ? 'simulator' : null,
    simulatorSecret: env.SIMULATOR_SECRET ?? persistentSecret(dataDir, 'simulator-secret'),
    shiprocket:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
        ? {
            email: env.SHIPROCKET_EMAIL,
            password: env.SHIPROCKET_PASSWORD,
            apiUrl: env.SHIPROCKET_API_URL,
            webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN,
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
          }
        : undefined,
    courier:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
        ? 'shiprocket'
        : shippingSimulatorOn
          ? 'simulator'
          : null,
    shippingSimulatorSpeed:
      env.SHIPPING_SIMULATOR_SPEED ?? (env.NODE_ENV === 'development' ? DEMO_SIMULATOR_SPEED : 1),
    paymentWindowMinutes: env.PAYMENT_WINDOW_MINUTES,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    shopTimezone: env.SHOP_TIMEZONE,
    seedDemo: env.SEED_DEMO ?? !production,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
    catalogueCache: env.CATALOGUE_CACHE === 'on',
    catalogueIndex: env.CATALOGUE_INDEX === 'on',
    searchVocabulary: env.SEARCH_VOCABULARY === 'on',
    backups: backupSettings(env, dataDir),
    webConcurrency: env.WEB_CONCURRENCY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT * 1000,
    shutdownDelayMs: env.SHUTDOWN_DELAY * 1000,
    metricsToken: env.METRICS_TOKEN,
    images: imageSettings(env, dataDir),
  };
}
