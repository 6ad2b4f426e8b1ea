// spec §9: the minimum price of a listed item, checked on the seller's price.
export const MIN_SELLER_PRICE_RUB = 5000;
// Ours: keeps the price with commission inside a 32-bit integer column.
export const MAX_SELLER_PRICE_RUB = 100_000_000;
