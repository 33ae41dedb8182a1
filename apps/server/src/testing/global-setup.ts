import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { adminConnectionString, TEMPLATE_DATABASE, withDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder dump that every test file starts from. */
    pgliteTemplate: string;
    /** Set when the suites run against a real PostgreSQL server. */
    postgresUrl: string | undefined;
  }
}

/** Migrates once; each test file then clones the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'littleloom-test-'));

  const pglite = await openPglite();
  await pglite.migrate();
  const dump = await pglite.dump();
  const templateFile = path.join(workDir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', templateFile);

  const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
  if (postgresUrl) {
    const admin = new pg.Client(adminConnectionString(postgresUrl));
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = openPostgres(withDatabase(postgresUrl, TEMPLATE_DATABASE), 1);
    await template.migrate();
    await template.close();
  }
  project.provide('postgresUrl', postgresUrl);

  return async () => {
    await rm(workDir, { recursive: true, force: true });
  };
}
