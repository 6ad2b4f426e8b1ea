// How the live-updates socket connects and reconnects (spec §7 "Realtime").
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
export const SOCKET_RECONNECT_RANDOMIZATION = 0.5;
