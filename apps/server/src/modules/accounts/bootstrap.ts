import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, wallets } from '../../db/schema';
import { hashPassword } from './passwords';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
}

/**
 * Creates a verified account unless one with that e-mail exists (whatever its case); used for the
 * first admin and the demo shopper. An existing account is left as it is: its owner may have changed
 * the password since.
 */
export async function ensureAccount(
  db: DbOrTx,
  account: NewAccount,
): Promise<'created' | 'exists'> {
  const email = account.email.toLowerCase();
  // Every start ensures the admin (and the demo shopper): the look-up spares those starts a
  // password hash, which is slow on purpose. The insert below still settles a race.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) return 'exists';
  const passwordHash = await hashPassword(account.password);
  const inserted = await db
    .insert(users)
    .values({
      name: account.name,
      email,
      passwordHash,
      role: account.role,
      isVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [row] = inserted;
  if (!row) return 'exists';
  await db.insert(wallets).values({ userId: row.id }).onConflictDoNothing();
  return 'created';
}
