import path from 'node:path';
import { buildApp } from './app';
import { DEMO_ADMIN_PASSWORD, loadConfig, type AppConfig } from './config';
import { DEMO_SHOPPER } from './demo-accounts';
import { openDatabase } from './db/client';
import { ensureAccount } from './modules/accounts/bootstrap';
import { MediaService } from './modules/media/service';
import { DiskImageStorage } from './platform/storage';
import { seedDemoCatalogue } from './seed/seed-demo';
import { checkDataFolder } from './start-up/check-data-folder';
import { checkPostgresAnswers } from './start-up/check-postgres';
import { explainStartUpFailure } from './start-up/explain-failure';

async function main(): Promise<void> {
  const config = loadConfig();
  checkDataFolder(config.dataDir, { embeddedDatabase: !config.databaseUrl });
  if (config.databaseUrl) await checkPostgresAnswers(config.databaseUrl);
  const database = await openDatabase(config);
  await database.migrate();

  const storage = new DiskImageStorage(config.dataDir);
  await ensureAccount(database.db, {
    name: 'Shop Admin',
    email: config.admin.email,
    password: config.admin.password,
    role: 'admin',
  });
  if (config.seedDemo) {
    await ensureAccount(database.db, { ...DEMO_SHOPPER, role: 'user' });
    const started = Date.now();
    const result = await seedDemoCatalogue(database.db, new MediaService(storage), {
      customerEmails: [DEMO_SHOPPER.email],
      timeZone: config.shopTimezone,
    });
    if (result.seeded) {
      console.log(
        `Added the demo shop: ${result.products} products and ${result.orders} past orders (${Date.now() - started} ms).`,
      );
    }
  }

  const app = await buildApp(config, { db: database.db, listen: database.listen, storage });
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A terminal's Ctrl-C reaches both `npm start` and the server, which passes it on: the second
    // must not cut the first one's orderly shutdown short.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) over an IPC channel, which closes when that script
  // ends, however it ends: a server left behind would hold the port and the data folder.
  if (process.send) process.on('disconnect', () => void shutdown('disconnect'));

  await app.listen({ host: config.host, port: config.port });
  const shownPassword =
    config.admin.password === DEMO_ADMIN_PASSWORD ? config.admin.password : '(from ADMIN_PASSWORD)';
  console.log(
    [
      '',
      `Little Loom is open at ${config.publicUrl}`,
      `  database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  admin:    ${config.publicUrl}/admin/login  ${config.admin.email} / ${shownPassword}`,
      config.seedDemo
        ? `  shopper:  ${config.publicUrl}/login  ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`
        : '',
      config.mail.smtpUrl ? '  mail:     through SMTP (SMTP_URL)' : mailWithoutSmtp(config.env),
      cardPayments(config),
      backups(config),
      '',
    ]
      .filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1)
      .join('\n'),
  );
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

main().catch((error: unknown) => {
  const explained = explainStartUpFailure(error, {
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.error(explained ?? error);
  process.exit(1);
});
