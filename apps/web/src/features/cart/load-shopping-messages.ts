/** The spec's cart and wishlist words, fetched on first need (see shopping-messages.ts). */
export const loadShoppingMessages = () => import('./shopping-messages');

export type ShoppingMessages = Awaited<ReturnType<typeof loadShoppingMessages>>;
