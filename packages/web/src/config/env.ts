// The only reader of import.meta.env: everything else imports `env`.
const rawApiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

export const env = {
  /** Prefix for /api and /socket.io; empty when the server also serves this app. */
  apiBaseUrl: rawApiBaseUrl.replace(/\/+$/, ''),
} as const;
