import pg from 'pg';
import { postgresConnection } from '../db/client';

/** PostgreSQL did not answer in time: nothing refused the connection, nothing came back either. */
export class PostgresTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`PostgreSQL did not answer within ${seconds} s`);
  }
}

/**
 * Connects once and runs one query, so a DATABASE_URL that does not answer is reported at start,
 * with its cause, rather than by the first request. pg would wait on a silent address for as long
 * as the system's TCP retries last (about two minutes on Linux).
 */
export async function checkPostgresAnswers(
  connectionString: string,
  timeoutMs = 10_000,
): Promise<void> {
  const client = new pg.Client(postgresConnection(connectionString));
  // Errors after the check (the connection dropped while closing) must not end the process.
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PostgresTimeoutError(timeoutMs / 1000)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        await client.connect();
        await client.query('select 1');
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    void client.end().catch(() => undefined);
  }
}
