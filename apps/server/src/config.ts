import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@littleloom.in')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6).default('Admin@123')),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Little Loom <hello@littleloom.in>'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
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
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFromEnv.default(true)),
  /** Set when a reverse proxy in front sets X-Forwarded-For; otherwise clients could forge it. */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFromEnv.default(false)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string };
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  google: { clientId: string; jwksUrl: string } | undefined;
  simulatorSecret: string;
  paymentWindowMinutes: number;
  publicUrl: string;
  shopTimezone: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** Folder of the built web app, served from the same origin. */
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, creating it once, so restarts keep sessions and signatures valid. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
      : undefined,
    simulatorSecret: env.SIMULATOR_SECRET ?? persistentSecret(dataDir, 'simulator-secret'),
    paymentWindowMinutes: env.PAYMENT_WINDOW_MINUTES,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    shopTimezone: env.SHOP_TIMEZONE,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
  };
}
