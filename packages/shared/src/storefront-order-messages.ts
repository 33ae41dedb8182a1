/**
 * What the storefront says around the orders list and the wallet's balance at checkout when the
 * server gives no words of its own (storefront.md §8: "The server message is preferred; these are
 * fallbacks").
 */
export const ORDER_LIST_MESSAGES = {
  fetchFailed: 'Failed to fetch order history',
  walletBalanceFailed: 'Failed to fetch wallet balance',
  walletPaymentFailed: 'Wallet Payment Failed',
} as const;
