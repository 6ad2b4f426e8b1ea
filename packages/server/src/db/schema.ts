/**
 * Every table, one file per capability in schema/; repositories import them from here.
 * Migrations are written by hand in ../../drizzle, one per change, in the order they apply.
 */
export * from './schema/users.ts';
export * from './schema/ads.ts';
export * from './schema/sellers.ts';
export * from './schema/orders.ts';
export * from './schema/money.ts';
export * from './schema/notifications.ts';
export * from './schema/standins.ts';
