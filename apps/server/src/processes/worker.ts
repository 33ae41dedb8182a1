import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { serveRequests } from './serve';

/**
 * One of the WEB_CONCURRENCY worker processes: its own pool on the database the primary has
 * already migrated, serving on the port the primary shares out. It prints no banner (the primary
 * does, once) and stops like a single server would, on the SIGTERM the primary passes on.
 */
export async function runWorker(config: AppConfig): Promise<void> {
  const database = await openDatabase(config);
  await serveRequests(config, database);
}
