/** Postgres reports a unique violation as 23505, whichever driver carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ??
    (error as { code?: string }).code;
  return code === '23505';
}
