import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client';
import { categories, products } from '../apps/server/src/db/schema';
import { catalogueMix } from './catalogue-mix';
import { npmStart } from './npm-start';
import { memoryOf, sampleMemory } from './process-memory';
import { seedLargeCatalogue } from './seed-large-catalogue';
import { seedPastOrders } from './seed-past-orders';

export interface MemoryResult {
  products: number;
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  /** After the start, before any load. */
  idleRssMb: number;
  /** The highest of the samples taken every 100 ms during the load. */
  sampledPeakRssMb: number;
  /** The kernel's high-water mark for the process (VmHWM): its peak over its whole life. */
  peakRssMb: number;
  endRssMb: number;
}

/**
 * The server's memory on the embedded database under catalogue load: a data folder with a large
 * catalogue, the shop started by `npm start` (production settings, the build skipped: memory does
 * not depend on it), then autocannon with a varied mix of catalogue reads while the server
 * process's RSS is sampled.
 */
export async function memoryUnderLoad(options: {
  products: number;
  pastOrders: number;
  seconds: number;
  connections: number;
}): Promise<MemoryResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-bench-memory-'));
  try {
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    const productIds = await seedLargeCatalogue(database.db, options.products);
    await seedPastOrders(database.db, productIds, options.pastOrders);
    await database.db.execute(sql`analyze`);
    // Live products only: a deleted one answers 404, which the load would count as a failure.
    const liveIds = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isDeleted, false))
    ).map((row) => row.id);
    const categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map(
      (row) => row.id,
    );
    await database.close();

    const shop = await npmStart({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Bench@Only-2026',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SKIP_BUILD: 'true',
    });
    try {
      const idle = memoryOf(shop.serverPid);
      const sampler = sampleMemory(shop.serverPid);
      const load = await autocannon({
        url: `http://127.0.0.1:${shop.port}`,
        connections: options.connections,
        duration: options.seconds,
        requests: catalogueMix(liveIds, categoryIds),
      });
      const { maxRssMb } = sampler.stop();
      const end = memoryOf(shop.serverPid);
      return {
        products: options.products,
        seconds: options.seconds,
        connections: options.connections,
        requests: load.requests.total,
        requestsPerSecond: Math.round(load.requests.average),
        non2xx: load.non2xx,
        errors: load.errors,
        idleRssMb: idle.rssMb,
        sampledPeakRssMb: maxRssMb,
        peakRssMb: end.peakRssMb,
        endRssMb: end.rssMb,
      };
    } finally {
      await shop.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
