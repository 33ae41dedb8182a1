/**
 * The first file of every backup archive (docs/decisions/0021-backups-are-logical-snapshots.md).
 * Everything else in the archive is listed here with its size and SHA-256, so a restore can tell a
 * damaged or altered file before it writes anything.
 */
export const BACKUP_FORMAT = 'littleloom-backup';
/** Raised when a restore could not read an archive of the one before. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const UPLOADS_FOLDER = 'uploads';

export interface ArchivedFile {
  /** Its path in the archive. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** When the snapshot was read (ISO 8601). */
  createdAt: string;
  /** Which database it was read from: `embedded` (PGlite) or `postgresql`. */
  source: 'embedded' | 'postgresql';
  schema: {
    /** The last migration applied: the schema version. */
    lastMigration: string | null;
    /** Every migration applied, as drizzle recorded it, oldest first. */
    migrations: { tag: string | null; when: number; hash: string }[];
  };
  /** One JSON-lines file per table: each line is one row as PostgreSQL's row_to_json wrote it. */
  tables: (ArchivedFile & { table: string; columns: string[]; rows: number })[];
  /** Values as big as bigint, so kept as text. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  images: { files: number; bytes: number; entries: ArchivedFile[] };
}
