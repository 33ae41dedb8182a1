import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { BackupTakenReply } from '@littleloom/shared';
import { ConfigError, loadBackupConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { pruneBackups } from './modules/backups/backup-folder';
import { backupToken, runningServer, TOKEN_HEADER } from './modules/backups/local-trigger';
import { restoreBackup, RestoreRefused } from './modules/backups/restore-backup';
import { takeBackup } from './modules/backups/take-backup';
import { imageStorageFor } from './platform/storage';
import { keepNewFilesPrivate } from './lib/private-folder';

/**
 * `npm run backup` and `npm run restore FILE` (scripts/backups.mjs). Reads only what they need of
 * the environment (DATA_DIR, DATABASE_URL, BACKUP_DIR, BACKUP_KEEP, the S3_* settings of the image
 * storage), so they work from a shell where the server itself would refuse to start.
 */
const USAGE = 'Usage: npm run backup | npm run restore <backup file>';

const say = (line: string) => void process.stdout.write(`${line}\n`);

/** A refusal worth one line, without a stack. */
class Refused extends Error {}

async function backup(): Promise<void> {
  const config = loadBackupConfig();
  const { dir, keep } = config.backups;
  if (!config.databaseUrl) {
    const running = runningServer(config.dataDir);
    if (running) {
      // The embedded database is open in the server's process: the server takes it.
      const reply = await askServer(running.url, backupToken(config.dataDir));
      say(
        `Backup taken by the running shop (process ${running.pid}): ${reply.backup.name} (${size(reply.backup.bytes)}), in its backup folder.`,
      );
      return;
    }
  }
  const database = await openShopDatabase(config.dataDir, config.databaseUrl);
  try {
    const file = await takeBackup({
      db: database.db,
      kind: database.kind,
      images: await imageStorageFor(config.images.storage),
      backupDir: dir,
    });
    if (!file) throw new Error('The backup was not taken');
    const deleted = await pruneBackups(dir, keep, new Date());
    say(`Backup taken: ${file.path} (${size(file.bytes)}).`);
    if (deleted.length > 0) say(`Deleted the oldest, keeping ${keep}: ${deleted.join(', ')}`);
  } finally {
    await database.close();
  }
}

async function openShopDatabase(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl, 1);
  const folder = path.join(dataDir, 'db');
  // Opening an absent folder would create an empty database, and back that up.
  if (!existsSync(folder) || readdirSync(folder).length === 0) {
    throw new Refused(
      `There is no shop in ${dataDir} (no embedded database, and no DATABASE_URL): set DATA_DIR to the shop's data folder.`,
    );
  }
  return openPglite({ dataDir: folder });
}

/** POSTs to the server's local trigger; no time limit, since a big shop takes a while. */
function askServer(url: string, token: string): Promise<BackupTakenReply> {
  return new Promise((resolve, reject) => {
    const call = request(
      new URL('/api/backups/local', url),
      { method: 'POST', headers: { [TOKEN_HEADER]: token } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          let parsed: { message?: string } | undefined;
          try {
            parsed = JSON.parse(body);
          } catch {
            parsed = undefined;
          }
          if (response.statusCode === 201 && parsed) resolve(parsed as BackupTakenReply);
          else {
            reject(
              new Refused(
                `The running shop did not take the backup (${response.statusCode}): ${parsed?.message ?? body}`,
              ),
            );
          }
        });
      },
    );
    call.on('error', (error) =>
      reject(
        new Refused(
          `The shop's server is running on this data folder but did not answer at ${url} (${error.message}). Its embedded database must not be opened while it runs: try again, or stop the server.`,
        ),
      ),
    );
    call.end();
  });
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) throw new Refused(USAGE);
  const config = loadBackupConfig();
  const { manifest, migratedTo } = await restoreBackup({
    file: path.resolve(file),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    images: await imageStorageFor(config.images.storage),
    say,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  say(
    [
      `Restored the backup of ${manifest.createdAt} (${rows} rows, ${manifest.images.files} images) into ${
        config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir
      }; its schema is now at ${migratedTo}.`,
      'Start the shop on it with npm start, with the same DATA_DIR, DATABASE_URL and S3_* settings.',
    ].join('\n'),
  );
}

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// A backup holds the whole shop, and a restore writes a data folder: both for this user only.
keepNewFilesPrivate();
const [command, ...rest] = process.argv.slice(2);
const run = command === 'backup' ? backup() : command === 'restore' ? restore(rest[0]) : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run.then(
  () => process.exit(0),
  (error: unknown) => {
    const expected =
      error instanceof Refused || error instanceof RestoreRefused || error instanceof ConfigError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
