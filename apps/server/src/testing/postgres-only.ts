import { inject, it, type TestOptions } from 'vitest';

/**
 * A test that needs a PostgreSQL server (several processes, a second database). The suites run
 * twice in CI, on the embedded database and on PostgreSQL: such a test is defined in the
 * PostgreSQL run and simply absent from the embedded one, never reported as skipped.
 */
export function itOnPostgres(
  name: string,
  optionsOrTest: TestOptions | (() => Promise<void>),
  test?: () => Promise<void>,
): void {
  if (!inject('postgresUrl')) return;
  if (typeof optionsOrTest === 'function') it(name, optionsOrTest);
  else it(name, optionsOrTest, test);
}
