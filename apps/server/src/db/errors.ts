/** PostgreSQL's error code, whichever driver carries it (drizzle wraps it as the cause). */
function postgresCode(error: unknown): string | undefined {
  return (
    (error as { code?: string; cause?: { code?: string } }).cause?.code ??
    (error as { code?: string }).code
  );
}

/** A unique violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === '23505';

/** PostgreSQL broke a deadlock by failing this transaction (40P01); it may simply run again. */
export const isDeadlock = (error: unknown): boolean => postgresCode(error) === '40P01';
