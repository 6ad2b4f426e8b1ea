/**
 * core.telegram.org/api/bots/webapps, written here: @tma.js/sdk-react's 19 kB (gzip), even
 * @tma.js/bridge's 17 kB, do not fit the first screen's budget.
 */

type Listener = (payload: unknown) => void;

interface TelegramClientWindow {
  TelegramWebviewProxy?: { postEvent?: unknown };
  external?: { notify?: unknown };
  Telegram?: { WebView?: Record<string, unknown> };
  TelegramGameProxy?: Record<string, unknown>;
  TelegramGameProxy_receiveEvent?: unknown;
}

const SINCE = {
  iframe_ready: '6.0',
  iframe_will_reload: '6.0',
  web_app_ready: '6.0',
  web_app_expand: '6.0',
  web_app_request_viewport: '6.0',
  web_app_setup_main_button: '6.0',
  web_app_setup_closing_behavior: '6.0',
  web_app_open_tg_link: '6.1',
  web_app_setup_back_button: '6.1',
  web_app_set_background_color: '6.1',
  web_app_set_header_color: '6.1',
  web_app_trigger_haptic_feedback: '6.1',
  web_app_open_popup: '6.2',
  web_app_invoke_custom_method: '6.9',
  web_app_request_write_access: '6.9',
  web_app_switch_inline_query: '6.7',
  web_app_request_phone: '6.9',
  web_app_setup_swipe_behavior: '7.7',
  web_app_setup_secondary_button: '7.10',
  web_app_set_bottom_bar_color: '7.10',
  web_app_request_safe_area: '8.0',
  web_app_request_content_safe_area: '8.0',
  web_app_send_prepared_message: '8.0',
} as const;

export type BridgeMethod = keyof typeof SINCE;

// Telegram Web hosts the app in an iframe and only trusts its own origin.
const WEB_CLIENT_ORIGIN = 'https://web.telegram.org';

// Read when used: the server also runs these modules to draw the first screen.
const clientWindow = () => window as unknown as TelegramClientWindow;
const listeners = new Map<string, Set<Listener>>();
let connectedVersion: string | null = null;

export function isVersionAtLeast(version: string, since: string): boolean {
  const have = version.split('.').map(Number);
  const need = since.split('.').map(Number);
  for (let i = 0; i < Math.max(have.length, need.length); i += 1) {
    const diff = (have[i] ?? 0) - (need[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function send(eventType: BridgeMethod, eventData?: object): boolean {
  if (isFramed()) {
    window.parent.postMessage(JSON.stringify({ eventType, eventData }), WEB_CLIENT_ORIGIN);
    return true;
  }
  const client = clientWindow();
  const proxy = client.TelegramWebviewProxy;
  if (typeof proxy?.postEvent === 'function') {
    (proxy.postEvent as (type: string, data: string | undefined) => void)(
      eventType,
      JSON.stringify(eventData),
    );
    return true;
  }
  const notify = client.external?.notify;
  if (typeof notify === 'function') {
    (notify as (message: string) => void).call(
      client.external,
      JSON.stringify({ eventType, eventData }),
    );
    return true;
  }
  return false;
}

function emit(eventType: unknown, eventData: unknown): void {
  if (typeof eventType !== 'string') return;
  listeners.get(eventType)?.forEach((listener) => {
    listener(eventData);
  });
}

function receiveMessage(event: MessageEvent): void {
  if (event.source !== window.parent || typeof event.data !== 'string') return;
  try {
    const message = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
    emit(message.eventType, message.eventData);
  } catch {
    // Some other script's message.
  }
}

let receiving = false;

/** Apps call `Telegram.WebView.receiveEvent`, older ones `TelegramGameProxy`'s. */
function receiveEvents(): void {
  if (receiving) return;
  receiving = true;
  const client = clientWindow();
  const webView = (client.Telegram ??= {}).WebView ?? {};
  client.Telegram.WebView = { ...webView, receiveEvent: emit };
  client.TelegramGameProxy = { ...client.TelegramGameProxy, receiveEvent: emit };
  client.TelegramGameProxy_receiveEvent = emit;
  window.addEventListener('message', receiveMessage);
}

export function connectBridge(version: string): boolean {
  if (!send('iframe_ready', { reload_supported: true })) return false;
  connectedVersion = version;
  receiveEvents();
  return true;
}

export function isAvailable(method: BridgeMethod, since: string = SINCE[method]): boolean {
  return connectedVersion !== null && isVersionAtLeast(connectedVersion, since);
}

export function postEvent(method: BridgeMethod, params?: object): boolean {
  return isAvailable(method) && send(method, params);
}

const lastPosted = new Map<BridgeMethod, string>();

export function postState(method: BridgeMethod, state: object): void {
  const json = JSON.stringify(state);
  if (!isAvailable(method) || lastPosted.get(method) === json) return;
  if (send(method, state)) lastPosted.set(method, json);
}

export function on(eventType: string, listener: Listener): () => void {
  receiveEvents();
  const set = listeners.get(eventType) ?? new Set();
  listeners.set(eventType, set);
  const own: Listener = (payload) => {
    listener(payload);
  };
  set.add(own);
  return () => {
    set.delete(own);
  };
}

export interface RequestOptions {
  params?: object;
  matches?: (payload: Record<string, unknown>) => boolean;
  timeoutMs?: number;
}

export function request(
  method: BridgeMethod,
  answer: string,
  { params, matches = () => true, timeoutMs }: RequestOptions = {},
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = on(answer, (payload) => {
      const data = (payload ?? {}) as Record<string, unknown>;
      if (!matches(data)) return;
      stop();
      clearTimeout(timer);
      resolve(data);
    });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        stop();
        reject(new Error(`${method}: no ${answer} within ${String(timeoutMs)} ms`));
      }, timeoutMs);
    }
    if (!postEvent(method, params)) {
      stop();
      clearTimeout(timer);
      reject(new Error(`${method} is unavailable`));
    }
  });
}

let lastRequestId = 0;

/** Bot API 6.9+. */
export async function invokeCustomMethod(
  method: string,
  params: object,
  timeoutMs: number,
): Promise<unknown> {
  lastRequestId += 1;
  const reqId = String(lastRequestId);
  const answer = await request('web_app_invoke_custom_method', 'custom_method_invoked', {
    params: { req_id: reqId, method, params },
    matches: (payload) => payload.req_id === reqId,
    timeoutMs,
  });
  if (typeof answer.error === 'string') throw new Error(answer.error);
  return answer.result;
}
