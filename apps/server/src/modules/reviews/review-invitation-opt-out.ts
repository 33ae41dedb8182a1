import { and, eq, isNull, sql } from 'drizzle-orm';
import { REVIEW_UNSUBSCRIBE_MESSAGES } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ReviewUnsubscribeLinks } from './unsubscribe-links';

/**
 * A shopper stops invitations to review from the link in one, without signing in: the link's
 * signed token names them. Stopping again changes nothing, and the first stop's time is kept; a
 * token the shop did not sign is refused and changes nothing.
 */
export class ReviewInvitationOptOut {
  constructor(
    private readonly db: Database,
    private readonly links: ReviewUnsubscribeLinks,
  ) {}

  async stop(token: string): Promise<void> {
    const userId = this.links.userIdOf(token);
    if (!userId) throw badRequest(REVIEW_UNSUBSCRIBE_MESSAGES.invalidLink);
    await this.db
      .update(users)
      .set({ reviewInvitationsOffAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.reviewInvitationsOffAt)));
  }
}
