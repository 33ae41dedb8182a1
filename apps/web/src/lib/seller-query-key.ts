/**
 * The cache key of the seller's details as shoppers see them. The back office's seller form
 * refreshes it after a change, so it lives here rather than in either feature.
 */
export const SELLER_QUERY_KEY = ['seller'] as const;
