// The only reader of import.meta.env.
const rawApiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

export const env = {
  /** Empty when the server also serves this app. */
  apiBaseUrl: rawApiBaseUrl.replace(/\/+$/, ''),
} as const;
