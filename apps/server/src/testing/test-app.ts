import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from './postgres';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  kind: DatabaseHandle['kind'];
  /** Sends every queued mail now and waits for it. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: PGlite cloned from the migrated template, or, when the
 * suites run against PostgreSQL, a database cloned from the migrated template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const created = await createTestDatabase(postgresUrl);
    const handle = openPostgres(created.url, 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([template]) });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    /** Registers extra routes before the app starts, to exercise the HTTP layer itself. */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } & Pick<AppDependencies, 'mailer' | 'logDestination' | 'clock'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'littleloom-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, {
    db: database.db,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    kind: database.kind,
    flushMail: () => app.mailQueue.flush(),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
