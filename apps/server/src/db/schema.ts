/**
 * The whole data model, one drizzle schema, kept in a file per domain under schema/ and gathered
 * here for drizzle-kit (drizzle.config.ts), the client and the code that reads it. Money columns
 * are whole paise (integers); stock and balances carry CHECK constraints so no code path can take
 * them below zero.
 */
export * from './schema/accounts';
export * from './schema/addresses';
export * from './schema/catalog';
export * from './schema/promotions';
export * from './schema/cart';
export * from './schema/wishlist';
export * from './schema/orders';
export * from './schema/order-items';
export * from './schema/order-refunds';
export * from './schema/reviews';
export * from './schema/payments';
export * from './schema/shipping';
export * from './schema/wallet';
export * from './schema/mail';
export * from './schema/settings';
export * from './schema/invoices';
export * from './schema/health';
