/**
 * Requests index.html's inline script started from Telegram's launch parameters while the
 * JavaScript was still downloading: sign-in, role, catalogue and favourites go out at once
 * instead of one after another once React has rendered.
 */
export interface EarlyRequests {
  /** The init data they carry as x-initdata. */
  initData: string;
  /** By `METHOD /path`; each is handed out once, later calls go to the network. */
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __flowersEarly?: EarlyRequests;
  }
}

/** The early response to this call, if the inline script made exactly it; null otherwise. */
export function takeEarlyResponse(
  method: string,
  path: string,
  initData: string | undefined,
): Promise<Response> | null {
  const early = window.__flowersEarly;
  if (early === undefined || initData === undefined || early.initData !== initData) return null;
  const key = `${method} ${path}`;
  const response = early.responses[key];
  if (response === undefined) return null;
  early.responses[key] = undefined;
  return response;
}
