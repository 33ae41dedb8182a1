/** Routes of routes.tsx the page-wide tests (titles, search-engine tags) visit, by who sees them. */

/** Guests' pages outside the catalogue: sign-in, the review unsubscribe link, a path nobody knows. */
export const GUEST_ACCOUNT_PAGES = [
  '/forgot-password',
  '/unsubscribe/reviews?token=abc',
  '/login',
  '/register',
  '/no/such/page',
];

/** The signed-in shopper's own pages. */
export const SHOPPER_PAGES = [
  '/profile',
  '/profile/addresses',
  '/profile/wallet',
  '/cart',
  '/checkout',
  '/orders',
  '/orders/00000000-0000-4000-8000-0000000000aa',
  '/wishlist',
];
