import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { extract as extractTar } from 'tar';
import { openPglite, openPostgres, type DatabaseHandle, type Tx } from '../../db/client';
import { forEachConcurrently } from '../../lib/for-each-concurrently';
import { DiskImageStorage, isImageKey, type ImageStorage } from '../../platform/storage';
import { dependencyOrder, listTables, qualified, quoted, rowsOf } from './database-catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type ArchivedFile,
  type BackupManifest,
} from './manifest';
import { knownMigrations, migrationsUpTo } from './schema-version';
import { checksum, IMAGE_TRANSFERS_AT_ONCE } from './take-backup';

/** Rows sent to the database at a time, and at most this much JSON in one statement. */
const LOAD_ROWS = 500;
const LOAD_BYTES = 4 * 1024 * 1024;

/** A refusal to restore, said to the person restoring: nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  file: string;
  /** The embedded database's folder's parent when there is no `databaseUrl`. */
  dataDir: string;
  /** An empty PostgreSQL database to restore into; the embedded one in DATA_DIR when unset. */
  databaseUrl: string | undefined;
  /** Where the images go: the shop's storage (a bucket, say); DATA_DIR/uploads when unset. */
  images?: ImageStorage;
  /** Progress, a line at a time. */
  say?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The migration the restored shop is at now, after the ones newer than the backup ran. */
  migratedTo: string;
}

/**
 * Restores a backup into an empty data folder or an empty PostgreSQL database: checks every file
 * against the manifest, builds the schema at the backup's version (its migrations and no more),
 * loads the rows in one transaction (tables before those that refer to them, identity values and
 * sequences as they were), puts the images back, then runs the migrations that came after.
 * A damaged file, a schema newer than this code or a target that is not empty is refused before
 * anything is written.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const say = options.say ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const target = options.databaseUrl
    ? `the PostgreSQL database ${databaseName(options.databaseUrl)}`
    : `the embedded database in ${path.join(dataDir, 'db')}`;
  const images = options.images ?? new DiskImageStorage(dataDir);
  if (!existsSync(options.file)) throw new RestoreRefused(`There is no file ${options.file}`);
  await refuseNonEmptyTarget(dataDir, options.databaseUrl, images);

  await mkdir(dataDir, { recursive: true });
  const work = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  let database: DatabaseHandle | undefined;
  let createdEmbedded = false;
  let schemaBuilt = false;
  const imagesPut: string[] = [];
  try {
    say(`Checking ${options.file}…`);
    const manifest = await unpackAndCheck(options.file, work);
    const journal = await knownMigrations();
    const upTo = backupSchemaIndex(manifest, journal);

    say(`Building the schema at ${manifest.schema.lastMigration ?? 'its version'} in ${target}…`);
    if (options.databaseUrl) {
      database = openPostgres(options.databaseUrl, 2);
    } else {
      createdEmbedded = true;
      database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    }
    schemaBuilt = true;
    await database.migrate(await migrationsUpTo(upTo, path.join(work, 'migrations')));

    say(`Loading ${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows…`);
    await database.db.transaction(async (tx) => loadRows(tx, manifest, work));

    await putImagesBack(manifest, work, images, imagesPut);
    say(
      `Put back ${imagesPut.length} ${imagesPut.length === 1 ? 'image' : 'images'} into ${images.location}.`,
    );

    await database.migrate();
    const migratedTo = journal.at(-1)!.tag;
    if (upTo < journal.length - 1) say(`Migrated from ${journal[upTo]!.tag} to ${migratedTo}.`);
    await database.close();
    database = undefined;
    return { manifest, migratedTo };
  } catch (error) {
    await database?.close().catch(() => undefined);
    // The storage was empty before: what went in goes out again, so it can be restored into anew.
    await Promise.all(imagesPut.map((key) => images.remove(key).catch(() => undefined)));
    // The embedded database was created here, from nothing: gone again, the folder can be
    // restored into once more. A PostgreSQL database is left for its owner to drop.
    if (createdEmbedded) await rm(path.join(dataDir, 'db'), { recursive: true, force: true });
    if (options.databaseUrl && schemaBuilt) {
      say(
        `${target} may hold part of the schema: drop it and create it empty before trying again.`,
      );
    }
    throw error;
  } finally {
    // Retried: a failed unpack may still be closing files in it. A leftover must not hide the
    // error that matters.
    await rm(work, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || '(default)';
}

/** Each image of the backup into the storage, a few at a time; `put` gathers those stored. */
async function putImagesBack(
  manifest: BackupManifest,
  work: string,
  images: ImageStorage,
  put: string[],
): Promise<void> {
  const prefix = `${UPLOADS_FOLDER}/`;
  const keys = manifest.images.entries
    .map((entry) => entry.file.slice(prefix.length))
    // Only names the shop gives its files: nothing else was ever served.
    .filter(isImageKey);
  await forEachConcurrently(keys, IMAGE_TRANSFERS_AT_ONCE, async (key) => {
    await images.put(key, await readFile(path.join(work, UPLOADS_FOLDER, key)));
    put.push(key);
  });
}

async function holdsImages(images: ImageStorage): Promise<boolean> {
  const listing = images.list()[Symbol.asyncIterator]();
  const first = await listing.next();
  await listing.return?.();
  return !first.done;
}

async function refuseNonEmptyTarget(
  dataDir: string,
  databaseUrl: string | undefined,
  images: ImageStorage,
) {
  if (await holdsImages(images)) {
    const where = images.location.charAt(0).toUpperCase() + images.location.slice(1);
    throw new RestoreRefused(
      `${where} is not empty: restore where there are no images yet (a new DATA_DIR, or an empty S3_BUCKET), or move its images away first.`,
    );
  }
  if (!databaseUrl) {
    const db = path.join(dataDir, 'db');
    if ((await entriesOf(db)).length > 0) {
      throw new RestoreRefused(
        `${dataDir} already holds a shop's database: restore into a new, empty DATA_DIR.`,
      );
    }
    return;
  }
  const url = new URL(databaseUrl);
  const client = new pg.Client({
    connectionString: databaseUrl,
    user: decodeURIComponent(url.username) || process.env.PGUSER || 'postgres',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ objects: string }>(
      `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'S', 'v', 'm'))
            + (SELECT count(*) FROM pg_namespace WHERE nspname = 'drizzle') AS objects`,
    );
    if (Number(rows[0]?.objects) > 0) {
      throw new RestoreRefused(
        `The PostgreSQL database ${databaseName(databaseUrl)} is not empty: create a new one (createdb) and restore into it.`,
      );
    }
  } finally {
    await client.end();
  }
}

async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const ALLOWED_ENTRY = new RegExp(
  `^(${MANIFEST_FILE.replace('.', '\\.')}|${TABLES_FOLDER}/[a-z0-9_]+\\.jsonl|${UPLOADS_FOLDER}/.+|${TABLES_FOLDER}/?|${UPLOADS_FOLDER}/?)$`,
);

/**
 * Unpacks the archive into `work` and checks it: the manifest's format, and every file it lists
 * there with its size and checksum. Nothing outside the archive's own layout is unpacked.
 */
async function unpackAndCheck(file: string, work: string): Promise<BackupManifest> {
  await mkdir(work, { recursive: true });
  try {
    await extractTar({
      file,
      cwd: work,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) =>
        ALLOWED_ENTRY.test(entryPath) &&
        ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true),
    });
  } catch (error) {
    throw new RestoreRefused(`${file} is damaged: it cannot be unpacked (${describe(error)}).`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(work, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreRefused(`${file} is not a Little Loom backup: it has no readable manifest.`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`${file} is not a Little Loom backup.`);
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `${file} is in backup format ${manifest.formatVersion}; this code reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const listed: ArchivedFile[] = [...manifest.tables, ...manifest.images.entries];
  for (const entry of listed) {
    const onDisk = path.resolve(work, entry.file);
    if (!onDisk.startsWith(work + path.sep) || !ALLOWED_ENTRY.test(entry.file)) {
      throw new RestoreRefused(`${file} lists a file outside its own layout: ${entry.file}`);
    }
    const found = await stat(onDisk).catch(() => undefined);
    if (!found?.isFile()) throw new RestoreRefused(`${file} is damaged: ${entry.file} is missing.`);
    const actual = await checksum(onDisk);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new RestoreRefused(
        `${file} is damaged: ${entry.file} does not match its checksum in the manifest.`,
      );
    }
  }
  return manifest;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Where the backup's schema stands in this code's migrations: the index of its last migration.
 * A backup from newer code, or from a history this code does not share, is refused.
 */
function backupSchemaIndex(
  manifest: BackupManifest,
  journal: { when: number; tag: string }[],
): number {
  const applied = manifest.schema.migrations;
  const last = applied.at(-1);
  if (!last) throw new RestoreRefused('The backup records no schema version.');
  const newest = journal.at(-1)!;
  const index = journal.findIndex((entry) => entry.when === last.when);
  if (index === -1 && last.when > newest.when) {
    throw new RestoreRefused(
      `The backup's schema (${last.tag ?? last.when}) is newer than this code's (${newest.tag}): restore it with the version of Little Loom that took it, or a later one.`,
    );
  }
  const sameHistory =
    index !== -1 &&
    applied.length === index + 1 &&
    applied.every((migration, i) => migration.when === journal[i]!.when);
  if (!sameHistory) {
    throw new RestoreRefused(
      `The backup's migrations (up to ${last.tag ?? last.when}) are not this code's: it was taken by another line of Little Loom.`,
    );
  }
  return index;
}

/**
 * Every row of the backup into the schema just built, in one transaction: all or nothing. Each
 * table's columns must be those the schema has at that version.
 */
async function loadRows(tx: Tx, manifest: BackupManifest, work: string): Promise<void> {
  const shapes = new Map((await listTables(tx)).map((table) => [table.name, table]));
  const saved = new Map(manifest.tables.map((table) => [table.table, table]));
  const missing = [...shapes.keys()].filter((name) => !saved.has(name));
  const extra = [...saved.keys()].filter((name) => !shapes.has(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new RestoreRefused(
      `The backup's tables do not match its schema version (missing: ${missing.join(', ') || 'none'}; unknown: ${extra.join(', ') || 'none'}).`,
    );
  }
  // The backup holds every row of every table, so rows that migrations write as they build the
  // schema (the search synonyms' defaults, say) give way to the backup's own.
  await tx.execute(sql.raw(`TRUNCATE ${[...shapes.keys()].map(qualified).join(', ')}`));
  for (const name of await dependencyOrder(tx, [...shapes.keys()])) {
    const shape = shapes.get(name)!;
    const table = saved.get(name)!;
    if ([...shape.columns].sort().join() !== [...table.columns].sort().join()) {
      throw new RestoreRefused(`The backup's columns of ${name} do not match its schema version.`);
    }
    const columns = table.columns.map(quoted).join(', ');
    const insert = (rowsJson: string) =>
      tx.execute(
        sql`INSERT INTO ${sql.raw(qualified(name))} (${sql.raw(columns)}) ${sql.raw(
          shape.identityAlways ? 'OVERRIDING SYSTEM VALUE ' : '',
        )}SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.raw(qualified(name))}, ${rowsJson}::json)`,
      );
    let batch: string[] = [];
    let batchBytes = 0;
    const lines = createInterface({
      input: createReadStream(path.join(work, table.file), 'utf8'),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= LOAD_ROWS || batchBytes >= LOAD_BYTES) {
        await insert(`[${batch.join(',')}]`);
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length > 0) await insert(`[${batch.join(',')}]`);
    const [count] = await rowsOf<{ n: string }>(
      tx,
      sql.raw(`SELECT count(*)::text AS n FROM ${qualified(name)}`),
    );
    if (Number(count?.n) !== table.rows) {
      throw new RestoreRefused(
        `${name}: loaded ${count?.n} rows where the backup holds ${table.rows}.`,
      );
    }
  }
  for (const sequence of manifest.sequences) {
    await tx.execute(
      sql`SELECT setval(${qualified(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
}
