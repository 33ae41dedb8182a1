/** The row the health check writes to see that the database takes writes. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row the health check rewrites now and then: a database that can be read but not written
 * (a full disk) is reported as such, not as up.
 */
export const writeProbe = pgTable(
  'write_probe',
  {
    id: integer('id').primaryKey().default(1),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('write_probe_one_row', sql`${t.id} = 1`)],
);
