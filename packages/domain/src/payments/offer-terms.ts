// spec §9: the public offer's terms (/oferta).
export const PAYOUT_HOURS = 24;
export const SELLER_UNREACHABLE_HOURS = 3;
export const REFUND_WORKING_DAYS = 3;
export const COMMISSION_ROUNDING_RUB = 100;
