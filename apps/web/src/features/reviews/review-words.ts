import { REVIEW_MESSAGES } from '@littleloom/shared';

/** What the product page says about writing and judging reviews, in one place. */
export const REVIEW_WORDS = {
  noReviews: 'No reviews yet.',
  beFirst: 'Bought this? Be the first to review it.',
  signIn: 'Sign in to write a review',
  write: 'Write a review',
  editTitle: 'Edit your review',
  yourReview: 'Your review',
  hidden: (reason: string) => `Hidden by Little Loom: ${reason}`,
  hiddenNote: 'Other shoppers do not see it. You can still edit or delete it.',
  helpful: 'Helpful',
  votedHelpful: 'You found this helpful',
  report: 'Report',
  reported: REVIEW_MESSAGES.reported,
} as const;
