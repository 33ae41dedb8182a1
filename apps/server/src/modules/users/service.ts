import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { PAGE_SIZE, type AdminUser } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import { isUuid } from '../../lib/uuid';

export const USER_MESSAGES = {
  notFound: 'User not found',
  adminProtected: 'Administrator accounts cannot be blocked.',
  blocked: 'User blocked successfully',
  unblocked: 'User unblocked successfully',
} as const;

function toAdminView(row: typeof users.$inferSelect): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    isBlocked: row.isBlocked,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shop's customers as the admin sees and manages them. */
export class UserAdminService {
  constructor(private readonly db: Database) {}

  async list(query: {
    page?: number | undefined;
    limit?: number | undefined;
    search?: string | undefined;
  }) {
    const limit = query.limit ?? PAGE_SIZE.adminUsers;
    const page = query.page ?? 1;
    const search = query.search?.trim();
    const where = and(
      eq(users.role, 'user'),
      search
        ? or(
            ilike(users.name, containsPattern(search)),
            ilike(users.email, containsPattern(search)),
          )
        : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const n = total?.n ?? 0;
    return { data: rows.map(toAdminView), total: n, page, pages: Math.ceil(n / limit) };
  }

  /** The names of the given accounts, by id; ids with no account are left out. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * Blocks or unblocks a customer. Blocking also bumps the token version, which ends every open
   * session of the account on its next request.
   */
  async toggleBlock(userId: string): Promise<{ user: AdminUser; message: string }> {
    if (!isUuid(userId)) throw notFound(USER_MESSAGES.notFound);
    const [current] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!current) throw notFound(USER_MESSAGES.notFound);
    if (current.role === 'admin') throw forbidden(USER_MESSAGES.adminProtected);
    const [updated] = await this.db
      .update(users)
      .set({
        isBlocked: sql`NOT ${users.isBlocked}`,
        tokenVersion: sql`${users.tokenVersion} + CASE WHEN ${users.isBlocked} THEN 0 ELSE 1 END`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.role, 'user')))
      .returning();
    if (!updated) throw notFound(USER_MESSAGES.notFound);
    return {
      user: toAdminView(updated),
      message: updated.isBlocked ? USER_MESSAGES.blocked : USER_MESSAGES.unblocked,
    };
  }
}
