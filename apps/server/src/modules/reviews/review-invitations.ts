import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reviewInvitations, users } from '../../db/schema';
import type { MailQueue } from '../mail';

/** Days after the first delivery of an order that its invitation to review is sent. */
export const REVIEW_INVITATION_DELAY_DAYS = 3;

/** The mail queue's name for the invitation, written when it falls due. */
export const REVIEW_INVITATION_COMPOSER = 'review-invitation';

/**
 * Items of an order were delivered: the shopper is invited to review them a few days later, once
 * per order however many deliveries it comes in. Called in the delivery's transaction, so the
 * invitation is recorded and its mail queued with it or not at all. What the mail lists (or
 * whether it is sent) is decided when it falls due: items returned or reviewed by then are left
 * out, and a shopper who has stopped invitations gets none.
 */
export async function inviteToReview(
  tx: Tx,
  mail: Pick<MailQueue, 'request'>,
  order: { id: string; userId: string },
): Promise<void> {
  const [recorded] = await tx
    .insert(reviewInvitations)
    .values({ orderId: order.id, userId: order.userId })
    .onConflictDoNothing()
    .returning({ orderId: reviewInvitations.orderId });
  if (!recorded) return;
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!owner) return;
  await mail.request(tx, REVIEW_INVITATION_COMPOSER, owner.email, {
    about: order.id,
    dueInSeconds: REVIEW_INVITATION_DELAY_DAYS * 24 * 60 * 60,
  });
}
