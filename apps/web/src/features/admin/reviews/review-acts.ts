import type { AdminProductReview } from '@littleloom/shared';
import { ApiError } from '../../../lib/api';
import { REVIEW_ADMIN_MSG } from './review-admin-messages';
import { hideReview, publishReview, replyToReview, type ReviewActReply } from './reviews-admin-api';

/** What the admin can do to a review from the list; each asks in a dialog first. */
export type ReviewAct =
  | { kind: 'hide'; review: AdminProductReview }
  | { kind: 'publish'; review: AdminProductReview }
  | { kind: 'reply'; review: AdminProductReview };

/** The act, with what the dialog asked for: the reason to hide, the reply (empty removes it). */
export interface ConfirmedReviewAct {
  act: ReviewAct;
  text: string;
}

export function runReviewAct({ act, text }: ConfirmedReviewAct): Promise<ReviewActReply> {
  switch (act.kind) {
    case 'hide':
      return hideReview(act.review._id, text);
    case 'publish':
      return publishReview(act.review._id);
    case 'reply':
      return replyToReview(act.review._id, text);
  }
}

/** The review as it is once the server has agreed to the act. */
export function reviewAfter(
  { act, text }: ConfirmedReviewAct,
  now: Date = new Date(),
): Partial<AdminProductReview> {
  switch (act.kind) {
    case 'hide':
      return { status: 'hidden', hiddenReason: text };
    case 'publish':
      return { status: 'published', hiddenReason: null };
    case 'reply':
      return text
        ? { shopReply: text, shopRepliedAt: now.toISOString() }
        : { shopReply: null, shopRepliedAt: null };
  }
}

/** A refused act in words: what failed, and the server's reason when it gave one. */
export interface ReviewActFailure {
  title: string;
  detail: string | null;
}

const FAILED: Record<ReviewAct['kind'], string> = {
  hide: REVIEW_ADMIN_MSG.hideFailed,
  publish: REVIEW_ADMIN_MSG.publishFailed,
  reply: REVIEW_ADMIN_MSG.replyFailed,
};

export function failureOf(act: ReviewAct, error: unknown): ReviewActFailure {
  return { title: FAILED[act.kind], detail: error instanceof ApiError ? error.message : null };
}
