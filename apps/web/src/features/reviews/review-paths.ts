import { WRITE_REVIEW_PARAM } from '@littleloom/shared';

/** Whether the page was opened to write a review: by "Rate this" or the invitation's link. */
export const asksToWriteReview = ({ search }: { search: string }) =>
  new URLSearchParams(search).get(WRITE_REVIEW_PARAM.name) === WRITE_REVIEW_PARAM.value;
