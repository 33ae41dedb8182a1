import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './user-view';

/** The account with this e-mail, whatever its case; `lock` holds its row to the transaction's end. */
export async function findAccountByEmail(
  db: DbOrTx,
  email: string,
  lock = false,
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
