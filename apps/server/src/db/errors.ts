/** PostgreSQL's error code, whichever driver carries it (drizzle wraps it as the cause). */
function postgresCode(error: unknown): string | undefined {
  return (
    (error as { code?: string; cause?: { code?: string } }).cause?.code ??
    (error as { code?: string }).code
  );
}

/** A unique violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === '23505';

/** A table that does not exist (42P01), such as drizzle's own before the first migration. */
export const isUndefinedTable = (error: unknown): boolean => postgresCode(error) === '42P01';

/** PostgreSQL broke a deadlock by failing this transaction (40P01); it may simply run again. */
export const isDeadlock = (error: unknown): boolean => postgresCode(error) === '40P01';

/**
 * SQLSTATEs of a database that cannot write for now: insufficient resources (53000), disk full
 * (53100), out of memory (53200), and read only (25006: a standby, or a server set read-only while
 * its disk fills). The request changed nothing and may work again later.
 */
const CANNOT_WRITE = new Set(['53000', '53100', '53200', '25006']);

/** Emscripten's errno for ENOSPC and EDQUOT, as PGlite's file layer throws them. */
const EMBEDDED_DISK_FULL = new Set([51, 19]);

/** The database failed because it cannot write now, whichever driver reports it. */
export function isCannotWrite(error: unknown): boolean {
  const code = postgresCode(error);
  if (code !== undefined && CANNOT_WRITE.has(code)) return true;
  const raw = ((error as { cause?: unknown }).cause ?? error) as { name?: string; errno?: number };
  return raw.name === 'ErrnoError' && raw.errno !== undefined && EMBEDDED_DISK_FULL.has(raw.errno);
}
