import { ConfigError } from '../config';
import { FolderInUseError } from '../db/data-dir-lock';
import { NoDiskSyncError } from '../db/durable-nodefs';
import { StorageUnreachableError } from '../platform/storage';
import { EMBEDDED_DATABASE_MIN_FREE_BYTES, DiskFullError } from './check-data-folder';
import { PostgresTimeoutError } from './check-postgres';

/** What the shop was starting with, as far as the failure's explanation needs it. */
export interface StartUpContext {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Emscripten's errno numbers (PGlite's file layer), which are not the system's. */
const EMSCRIPTEN_ERRNO = { EACCES: 2, EDQUOT: 19, ENOSPC: 51, EPERM: 63, EROFS: 69 } as const;

const READ_ONLY_CODES: Record<string, string> = {
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
};

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function fields(error: unknown): {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  path?: unknown;
  hostname?: unknown;
  message?: unknown;
  cause?: unknown;
} {
  return typeof error === 'object' && error !== null ? error : {};
}

/** Where DATABASE_URL points, without its password: host and port, or the socket folder. */
function postgresAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const socket = url.searchParams.get('host');
    const database = decodeURIComponent(url.pathname.slice(1));
    const where = socket?.startsWith('/')
      ? `the socket in ${socket}`
      : `${url.hostname}:${url.port || '5432'}`;
    return database ? `${where}, database ${database}` : where;
  } catch {
    return 'DATABASE_URL';
  }
}

function postgresUser(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).username) || process.env.PGUSER || 'postgres';
  } catch {
    return 'postgres';
  }
}

function explainPostgres(error: unknown, databaseUrl: string): string | undefined {
  const { code, hostname, message } = fields(error);
  const at = postgresAddress(databaseUrl);
  if (error instanceof PostgresTimeoutError) {
    return `PostgreSQL at ${at} did not answer within ${error.seconds} seconds (timeout): check the host and port in DATABASE_URL, that the server is up, and any firewall in between.`;
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `Nothing answers at ${at} (connection refused): start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host ${typeof hostname === 'string' ? hostname : 'in DATABASE_URL'} is not known (${code}): correct the host in DATABASE_URL, or check the DNS.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL at ${at} cannot be reached (${code}): check the host in DATABASE_URL and the network in between.`;
    case 'ECONNRESET':
      return `PostgreSQL at ${at} closed the connection (${code}): check that PostgreSQL is what listens there, and its SSL settings (sslmode in DATABASE_URL).`;
    case '28P01':
      return `PostgreSQL at ${at} refused the password of user ${postgresUser(databaseUrl)} (authentication failed): correct the user and password in DATABASE_URL.`;
    case '28000':
      return `PostgreSQL at ${at} does not let user ${postgresUser(databaseUrl)} in (${typeof message === 'string' ? message : 'not authorised'}): correct the user in DATABASE_URL, or allow it in pg_hba.conf.`;
    case '3D000':
      return `PostgreSQL at ${at} has no such database (${typeof message === 'string' ? message : code}): create it (createdb), or correct the database name in DATABASE_URL.`;
    case '53100':
      return `PostgreSQL at ${at} has a full disk (disk_full): free space on the database server, then start again.`;
    case '53000':
    case '53200':
      return `PostgreSQL at ${at} is out of resources (${typeof message === 'string' ? message : code}): see its log, then start again.`;
  }
  if (typeof message === 'string' && /^Connection terminated/.test(message)) {
    return `PostgreSQL at ${at} closed the connection before answering (${message}): check that PostgreSQL is what listens there, and the network in between.`;
  }
  if (typeof message === 'string' && message.startsWith('SASL:')) {
    return `PostgreSQL at ${at} asks user ${postgresUser(databaseUrl)} for a password that DATABASE_URL does not give: add it to DATABASE_URL.`;
  }
  return undefined;
}

function isDiskFull(error: unknown): boolean {
  const { code, errno, name } = fields(error);
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
  return (
    name === 'ErrnoError' &&
    (errno === EMSCRIPTEN_ERRNO.ENOSPC || errno === EMSCRIPTEN_ERRNO.EDQUOT)
  );
}

/** Why a folder cannot be written to, from Node's error or PGlite's; undefined if it can. */
function readOnlyReason(error: unknown): string | undefined {
  const { code, errno, name } = fields(error);
  if (typeof code === 'string' && code in READ_ONLY_CODES) return READ_ONLY_CODES[code];
  if (name !== 'ErrnoError') return undefined;
  if (errno === EMSCRIPTEN_ERRNO.EROFS) return READ_ONLY_CODES.EROFS;
  if (errno === EMSCRIPTEN_ERRNO.EACCES) return READ_ONLY_CODES.EACCES;
  if (errno === EMSCRIPTEN_ERRNO.EPERM) return READ_ONLY_CODES.EPERM;
  return undefined;
}

/**
 * One line for a failure to start whose cause is known: what is wrong, where, and what to do,
 * without a stack. Undefined for anything else, which is then printed whole.
 */
export function explainStartUpFailure(error: unknown, context: StartUpContext): string | undefined {
  if (error instanceof ConfigError || error instanceof NoDiskSyncError) return error.message;
  const { dataDir, databaseUrl } = context;
  const embedded = databaseUrl === undefined;
  const holds = embedded
    ? 'its embedded database, secrets, uploaded images and backups'
    : 'its secrets, uploaded images and backups';

  if (error instanceof StorageUnreachableError) {
    return `Images cannot be stored in ${error.location} (${error.reason}): check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys, and that the store is up.`;
  }
  if (error instanceof FolderInUseError) {
    return `Another Little Loom (process ${error.holderPid}) is using the data folder ${dataDir}: stop it first, or give this shop a DATA_DIR of its own.`;
  }
  if (error instanceof DiskFullError) {
    return `The disk holding the data folder ${error.folder} is full (${megabytes(error.freeBytes)} free; the embedded database needs ${megabytes(EMBEDDED_DATABASE_MIN_FREE_BYTES)}): free some space, or move DATA_DIR to a bigger disk, then start again.`;
  }
  if (databaseUrl !== undefined) {
    const explained = explainPostgres(error, databaseUrl);
    if (explained) return explained;
  }
  const { code, path: where } = fields(error);
  const place = typeof where === 'string' ? where : dataDir;
  if (isDiskFull(error)) {
    return `The disk holding the data folder ${dataDir} is full (${typeof code === 'string' ? code : 'no space left'} at ${place}): free some space, or move DATA_DIR to a bigger disk, then start again.`;
  }
  const readOnly = readOnlyReason(error);
  if (readOnly) {
    return `The data folder ${dataDir} cannot be written to (${readOnly} at ${place}): the shop keeps ${holds} there, so point DATA_DIR at a folder it can write to.`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return `The data folder ${dataDir} is not a folder (${code} at ${place}): point DATA_DIR at a folder, where the shop keeps ${holds}.`;
  }
  return undefined;
}
