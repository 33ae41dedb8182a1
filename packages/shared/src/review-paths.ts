/** The product page's address part that opens its review form and brings it into view. */
export const WRITE_REVIEW_PARAM = { name: 'review', value: 'write' } as const;

/** The id of the product page's Reviews section. */
export const REVIEWS_SECTION_ID = 'reviews';

/** Where "Rate this" and the review invitation's links lead: the product's review form. */
export const writeReviewPath = (productId: string) =>
  `/product/${encodeURIComponent(productId)}?${WRITE_REVIEW_PARAM.name}=${WRITE_REVIEW_PARAM.value}#${REVIEWS_SECTION_ID}`;

/**
 * The page a review invitation's unsubscribe link opens. Kept in this module without schemas, so
 * the storefront's route table can name it without bringing the validation library into the first
 * download.
 */
export const REVIEW_UNSUBSCRIBE_PAGE = '/unsubscribe/reviews';
