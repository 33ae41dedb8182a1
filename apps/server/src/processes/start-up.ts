import type { AppConfig } from '../config';
import { DEMO_SHOPPER } from '../demo-accounts';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { ensureAccount } from '../modules/accounts/bootstrap';
import { MediaService } from '../modules/media/service';
import { imageStorageFor, type ImageStorage } from '../platform/storage';
import { seedDemoCatalogue } from '../seed/seed-demo';
import { checkDataFolder } from '../start-up/check-data-folder';
import { checkPostgresAnswers } from '../start-up/check-postgres';
import { madePrivateLine, makeFolderPrivate } from '../lib/private-folder';

export interface PreparedShop {
  database: DatabaseHandle;
  storage: ImageStorage;
}

/**
 * What a machine does once before it serves, in its only process or in the primary before the
 * workers start: checks its data folder and database, migrates (on PostgreSQL under a lock, so
 * machines starting together migrate once), creates the first admin and, when asked, the demo shop.
 */
export async function prepareShop(config: AppConfig): Promise<PreparedShop> {
  checkDataFolder(config.dataDir, { embeddedDatabase: !config.databaseUrl });
  // A folder written before the shop kept its files private, or copied in under another umask.
  const madePrivate = makeFolderPrivate(config.dataDir);
  if (madePrivate > 0) console.log(madePrivateLine(config.dataDir, madePrivate));
  if (config.databaseUrl) await checkPostgresAnswers(config.databaseUrl);
  const database = await openDatabase(config);
  await database.migrate();

  const storage = await imageStorageFor(config.images.storage);
  await storage.verify();
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
  return { database, storage };
}
