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
  /** The PostgreSQL database's address, where another server process would connect; unset on PGlite. */
  databaseUrl: string | undefined;
  /** Sends every queued mail now and waits for it. */
  flushMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: PGlite cloned from the migrated template, or, when the
 * suites run against PostgreSQL, a database cloned from the migrated template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const created = await createTestDatabase(postgresUrl);
    const handle = openPostgres(created.url, 5);
    return {
      ...handle,
      url: created.url,
      close: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplate'));
  return { ...(await openPglite({ loadDataDir: new Blob([template]) })), url: undefined };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    /** Registers extra routes before the app starts, to exercise the HTTP layer itself. */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /**
     * A database opened by the caller, who also closes it: another server process on the same
     * database, or one whose notifications the test controls. A test database of its own otherwise.
     */
    database?: DatabaseHandle & { url?: string | undefined };
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
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, {
    db: database.db,
    databaseKind: database.kind,
    listen: database.listen,
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
    databaseUrl: database.url,
    flushMail: () => app.mailQueue.flush(),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
