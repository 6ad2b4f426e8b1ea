export const SOCKET_PATH = '/socket.io';
export const ADS_ROOM = 'ads_updates';

// Suggestions start once the text is longer than this (spec §2: "more than 3").
export const ADDRESS_SUGGEST_MIN_CHARS = 3;

export const DELIVERY_HOURS = 24;
