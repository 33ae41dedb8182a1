import { configDefaults, defineConfig } from 'vitest/config';

// Suites of several server processes on one database need PostgreSQL: they belong to the run
// against it (TEST_DATABASE_URL), and are not part of the embedded database's run at all.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database, so files may run side by side.
    pool: 'forks',
  },
});
