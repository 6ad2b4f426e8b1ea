/** Started by index.html's inline script while the JavaScript downloaded, so they go at once. */
export interface EarlyRequests {
  initData: string;
  /** Each is handed out once; later calls go to the network. */
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __flowersEarly?: EarlyRequests;
  }
}

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
