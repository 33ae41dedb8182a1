import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { Database, DatabaseHandle, Tx } from '../../db/client';
import { forEachConcurrently } from '../../lib/for-each-concurrently';
import type { ImageStorage } from '../../platform/storage';
import { claimName, type BackupFile } from './backup-folder';
import { listSequences, listTables, qualified, rowsOf, type TableShape } from './database-catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type ArchivedFile,
  type BackupManifest,
} from './manifest';
import { knownMigrations } from './schema-version';

/** A backup holds password hashes, addresses and one-time codes: readable by its owner only. */
export const BACKUP_FILE_MODE = 0o600;

/** Rows fetched at a time: enough to keep round trips few, few enough to hold in memory. */
const BATCH_ROWS = 500;
/** Tables with files in them (invoice PDFs) fetch fewer rows at a time. */
const BATCH_ROWS_WITH_BYTES = 20;

/** Images fetched at a time: a bucket answers each in a round trip of its own. */
export const IMAGE_TRANSFERS_AT_ONCE = 8;

/** Two-key advisory locks: this class, then the slot's number. */
const SLOT_LOCK_CLASS = 0x4c4c4255;

export interface BackupSource {
  db: Database;
  kind: DatabaseHandle['kind'];
  /** Where the uploaded images are: the data folder or the bucket, as the shop is configured. */
  images: ImageStorage;
}

export interface TakeBackupOptions extends BackupSource {
  backupDir: string;
  now?: () => Date;
  /**
   * A scheduled backup's slot: it is named after the slot's start and taken by one process only,
   * so it is skipped (undefined) when another process has it.
   */
  slot?: { start: Date; index: number };
}

class SlotTaken extends Error {}

/**
 * Writes one consistent snapshot of the shop to a file in the backup folder: every table of the
 * schema and its sequences, read in one repeatable-read transaction (a single snapshot), and the
 * uploaded images, with a manifest naming the schema version and every file's checksum. Rows are
 * streamed to disk a batch at a time; the archive is packed after the transaction ends, since on
 * the embedded database the transaction holds up every other query of the shop.
 */
export async function takeBackup(options: TakeBackupOptions): Promise<BackupFile | undefined> {
  const now = options.now ?? (() => new Date());
  const claim = await claimName(options.backupDir, options.slot?.start ?? now(), !!options.slot);
  if (!claim) return undefined;
  const staging = claim.stagingDir;
  try {
    await mkdir(path.join(staging, TABLES_FOLDER));
    const snapshot = await readSnapshot(options, staging, now).catch((error: unknown) => {
      if (error instanceof SlotTaken) return undefined;
      throw error;
    });
    if (!snapshot) {
      await rm(staging, { recursive: true, force: true });
      return undefined;
    }
    const images = await describeImages(staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: snapshot.createdAt.toISOString(),
      source: options.kind === 'pglite' ? 'embedded' : 'postgresql',
      schema: snapshot.schema,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      images,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);

    const archive = path.join(staging, 'archive.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      TABLES_FOLDER,
      UPLOADS_FOLDER,
    ]);
    await chmod(archive, BACKUP_FILE_MODE);
    await syncFile(archive);
    await rename(archive, claim.finalPath);
    await syncFile(options.backupDir).catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    const info = await stat(claim.finalPath);
    return {
      name: path.basename(claim.finalPath),
      path: claim.finalPath,
      bytes: info.size,
      createdAt: claim.createdAt,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface Snapshot {
  createdAt: Date;
  schema: BackupManifest['schema'];
  tables: BackupManifest['tables'];
  sequences: BackupManifest['sequences'];
}

async function readSnapshot(
  options: TakeBackupOptions,
  staging: string,
  now: () => Date,
): Promise<Snapshot> {
  const journal = await knownMigrations();
  return options.db.transaction(
    async (tx) => {
      if (options.slot) {
        // The first statement, so the lock is held from before the snapshot to its end.
        const [lock] = await rowsOf<{ locked: boolean }>(
          tx,
          sql`SELECT pg_try_advisory_xact_lock(${SLOT_LOCK_CLASS}, ${options.slot.index % 2 ** 31}) AS "locked"`,
        );
        if (!lock?.locked) throw new SlotTaken();
      }
      const createdAt = now();
      const applied = await rowsOf<{ hash: string; created_at: string }>(
        tx,
        sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
      ).catch((error: unknown) => {
        throw new Error('This database holds no Little Loom shop (it was never migrated)', {
          cause: error,
        });
      });
      const migrations = applied.map((row) => {
        const when = Number(row.created_at);
        return {
          tag: journal.find((entry) => entry.when === when)?.tag ?? null,
          when,
          hash: row.hash,
        };
      });
      // Copied as soon as the snapshot is taken, so the images are those of the same moment, less
      // whatever is deleted in between (see the decision record).
      await stageImages(options.images, path.join(staging, UPLOADS_FOLDER));

      const tables: Snapshot['tables'] = [];
      for (const table of await listTables(tx)) {
        tables.push(await writeTable(tx, table, staging));
      }
      // Sequences are not part of any snapshot; read after the rows, their values are at least
      // those the rows used, so a restored shop never hands out a number twice.
      const sequences: Snapshot['sequences'] = [];
      for (const name of await listSequences(tx)) {
        const [value] = await rowsOf<{ last_value: string; is_called: boolean }>(
          tx,
          sql.raw(`SELECT last_value::text AS last_value, is_called FROM ${qualified(name)}`),
        );
        sequences.push({ name, lastValue: value!.last_value, isCalled: value!.is_called });
      }
      return {
        createdAt,
        schema: { lastMigration: migrations.at(-1)?.tag ?? null, migrations },
        tables,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Streams a table's rows into `tables/<name>.jsonl`, one JSON object a line, as PostgreSQL wrote it. */
async function writeTable(
  tx: Tx,
  table: TableShape,
  staging: string,
): Promise<BackupManifest['tables'][number]> {
  const file = `${TABLES_FOLDER}/${table.name}.jsonl`;
  const out = new HashedFile(path.join(staging, file));
  const batch = table.hasBytes ? BATCH_ROWS_WITH_BYTES : BATCH_ROWS;
  let rows = 0;
  try {
    // The text PostgreSQL makes of each row is written as it is: no value passes through a
    // JavaScript number or Date, so bigints, timestamps' microseconds and bytes stay exact.
    await tx.execute(
      sql.raw(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${qualified(table.name)} AS t`,
      ),
    );
    for (;;) {
      const lines = await rowsOf<{ line: string }>(tx, sql.raw(`FETCH ${batch} FROM backup_rows`));
      if (lines.length > 0) await out.write(`${lines.map((row) => row.line).join('\n')}\n`);
      rows += lines.length;
      if (lines.length < batch) break;
    }
    await tx.execute(sql.raw('CLOSE backup_rows'));
  } finally {
    await out.close();
  }
  return { table: table.name, columns: table.columns, rows, ...out.described(file) };
}

class HashedFile {
  private readonly stream: WriteStream;
  private readonly hash = createHash('sha256');
  private bytes = 0;

  constructor(file: string) {
    this.stream = createWriteStream(file);
  }

  async write(text: string): Promise<void> {
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (this.stream.writableFinished || this.stream.destroyed) return;
    this.stream.end();
    await finished(this.stream);
  }

  described(file: string): ArchivedFile {
    return { file, bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}

/**
 * A copy of every stored image, read through the shop's storage (the data folder or the bucket).
 * Keys are never reused, so a copy is the file as it is for good; one deleted since the listing is
 * left out, as it is no longer the shop's.
 */
async function stageImages(images: ImageStorage, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  await forEachConcurrently(images.list(), IMAGE_TRANSFERS_AT_ONCE, async ({ key }) => {
    const image = await images.get(key);
    if (image) await pipeline(image.body, createWriteStream(path.join(into, key)));
  });
}

async function describeImages(staging: string): Promise<BackupManifest['images']> {
  const root = path.join(staging, UPLOADS_FOLDER);
  const entries: ArchivedFile[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    entries.push({
      file: path.relative(staging, file).split(path.sep).join('/'),
      ...(await checksum(file)),
    });
  }
  entries.sort((a, b) => (a.file < b.file ? -1 : 1));
  return {
    files: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    entries,
  };
}

/** A file's size and SHA-256, read as a stream. */
export async function checksum(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}
