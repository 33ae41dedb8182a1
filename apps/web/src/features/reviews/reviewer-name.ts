import { REVIEW_LIMITS } from '@littleloom/shared';

/**
 * The name a new review is shown under unless the shopper changes it: their first name and the
 * initial of their last ("Asha Rao" shows as "Asha R."), so a review does not carry a full name.
 */
export function defaultReviewerName(accountName: string): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  const name = last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return name.slice(0, REVIEW_LIMITS.nameMax);
}
