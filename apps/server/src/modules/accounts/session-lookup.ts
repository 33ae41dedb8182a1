import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionLookup } from '../../http/auth';

/** Reads what the auth layer checks on every request: role, block flag and token version. */
export function accountSessionLookup(db: Database): SessionLookup {
  return {
    async findSessionUser(id) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          name: users.name,
          email: users.email,
          isBlocked: users.isBlocked,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },
  };
}
