import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig } from './config';
import { openBanner } from './processes/banner';
import { runPrimary } from './processes/primary';
import { serveRequests } from './processes/serve';
import { prepareShop } from './processes/start-up';
import { runWorker } from './processes/worker';
import { explainStartUpFailure } from './start-up/explain-failure';
import { keepNewFilesPrivate } from './lib/private-folder';

/**
 * One process that prepares the shop and serves it, as always; or, with WEB_CONCURRENCY above 1,
 * a primary that prepares it and the workers it forks (this same file, run again by `cluster`).
 */
async function main(): Promise<void> {
  keepNewFilesPrivate();
  const config = loadConfig();
  if (config.webConcurrency > 1) {
    await (cluster.isPrimary ? runPrimary(config) : runWorker(config));
    return;
  }
  const { database, storage } = await prepareShop(config);
  await serveRequests(config, database, { storage });
  console.log(openBanner(config, { databaseKind: database.kind, imagesAt: storage.location }));
}

main().catch((error: unknown) => {
  const explained = explainStartUpFailure(error, {
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.error(explained ?? error);
  process.exit(1);
});
