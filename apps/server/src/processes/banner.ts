import { DEMO_ADMIN_PASSWORD, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DEMO_SHOPPER } from '../demo-accounts';

export interface ShopFacts {
  databaseKind: DatabaseHandle['kind'];
  /** Where uploaded images are kept (the storage's location). */
  imagesAt: string;
}

/** What the shop prints once it is open: where, who can sign in, and how it is set up. */
export function openBanner(config: AppConfig, facts: ShopFacts): string {
  const shownPassword =
    config.admin.password === DEMO_ADMIN_PASSWORD ? config.admin.password : '(from ADMIN_PASSWORD)';
  const workers = config.webConcurrency;
  return [
    '',
    `Little Loom is open at ${config.publicUrl}`,
    `  database: ${facts.databaseKind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    workers > 1 ? `  servers:  ${workers} worker processes (WEB_CONCURRENCY)` : '',
    `  admin:    ${config.publicUrl}/admin/login  ${config.admin.email} / ${shownPassword}`,
    config.seedDemo
      ? `  shopper:  ${config.publicUrl}/login  ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`
      : '',
    config.mail.smtpUrl ? '  mail:     through SMTP (SMTP_URL)' : mailWithoutSmtp(config.env),
    cardPayments(config),
    shipping(config),
    backups(config),
    `  images:   in ${facts.imagesAt}`,
    config.redisUrl
      ? '  limits:   shared in Redis (REDIS_URL)'
      : `  limits:   counted in ${workers > 1 ? 'each worker process' : 'this process'} (no REDIS_URL)`,
    '',
  ]
    .filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1)
    .join('\n');
}

/**
 * Who takes card payments. The simulator in production takes payments without money changing
 * hands (wallet top-ups included): that is said so that it cannot be missed.
 */
function cardPayments(config: AppConfig): string {
  switch (config.cardGateway) {
    case 'razorpay':
      return '  payments: Razorpay (RAZORPAY_KEY_ID)';
    case 'simulator':
      return config.env === 'production'
        ? '  PAYMENTS ARE SIMULATED: PAYMENT_SIMULATOR=on, so card checkout and Add Money take no real money. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or unset PAYMENT_SIMULATOR.'
        : '  payments: the built-in test gateway (no RAZORPAY_KEY_ID); no real money moves';
    case null:
      return '  payments: no card gateway (no RAZORPAY_KEY_ID, PAYMENT_SIMULATOR off), so card checkout and Add Money are off; cash on delivery and wallet payments work';
  }
}

/** Who answers delivery checks; the simulator in production would promise made-up dates. */
function shipping(config: AppConfig): string {
  switch (config.courier) {
    case 'shiprocket':
      return '  shipping: Shiprocket (SHIPROCKET_EMAIL)';
    case 'simulator':
      return config.env === 'production'
        ? '  DELIVERY CHECKS ARE SIMULATED: SHIPPING_SIMULATOR=on, so shoppers are told made-up delivery dates. Set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or unset SHIPPING_SIMULATOR.'
        : `  shipping: the built-in courier simulator (no SHIPROCKET_EMAIL); delivery dates are made up, and its parcels travel ${config.shippingSimulatorSpeed} times faster than real ones (SHIPPING_SIMULATOR_SPEED)`;
    case null:
      return '  shipping: by hand (no SHIPROCKET_EMAIL, SHIPPING_SIMULATOR off): every PIN code is served, with no delivery estimate';
  }
}

/** Whether backups are scheduled, and where they go, so that an owner without them knows. */
function backups(config: AppConfig): string {
  const { every, dir, keep } = config.backups;
  if (every === null) return '  backups:  none scheduled (set BACKUP_EVERY, or run npm run backup)';
  const hours = every / 3_600_000;
  const interval = hours >= 1 && Number.isInteger(hours) ? `${hours} h` : `${every / 60_000} min`;
  return `  backups:  every ${interval} into ${dir}, keeping ${keep}`;
}

/** Without SMTP nobody receives the shop's mail: say where it is instead. */
function mailWithoutSmtp(env: string): string {
  const where = 'no SMTP_URL, so mail waits in the back office under Mail outbox';
  return env === 'development'
    ? `  mail:     ${where}; codes are also printed here`
    : `  mail:     ${where}: set SMTP_URL so shoppers receive their codes`;
}
