export const SOCKET_PATH = '/socket.io';
export const ADS_ROOM = 'ads_updates';

// spec §2: "more than 3".
export const ADDRESS_SUGGEST_MIN_CHARS = 3;

// DaData refuses longer queries (integrations/dadata.md).
export const ADDRESS_QUERY_MAX_CHARS = 300;

export const DELIVERY_HOURS = 24;

// Ads, orders and requests have serial (int4) ids: a larger number can name nothing.
export const MAX_ENTITY_ID = 2_147_483_647;
