import { connectBridge, isAvailable, on, postEvent, postState } from './bridge';
import { showNativePopup } from './popup';

export type TelegramThemeParams = Partial<Record<string, string>>;

export type ColorScheme = 'light' | 'dark';

export interface LaunchParams {
  /** Exactly as signed by Telegram; sent as x-initdata. */
  initData: string | null;
  themeParams: TelegramThemeParams;
  /** Null when Telegram gave no background colour to judge by: follow the system. */
  colorScheme: ColorScheme | null;
  version: string;
  platform: string;
  /** Unchecked: see parseStartParam. */
  startParam: string | null;
}

interface TelegramWebAppGlobal {
  initData?: string;
  initDataUnsafe?: { start_param?: string };
  themeParams?: TelegramThemeParams;
  colorScheme?: ColorScheme;
  version?: string;
  platform?: string;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebAppGlobal };
  }
}

const STORAGE_KEY = 'flowers/launch-params';
// Telegram's own default for clients that do not say (telegram-web-app.js).
const DEFAULT_VERSION = '6.0';

const RGB = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

function isRgb(value: unknown): value is `#${string}` {
  return typeof value === 'string' && RGB.test(value);
}

// Perceived brightness (HSP), the measure Telegram's SDKs use.
function isColorDark(color: `#${string}`): boolean {
  const digits = color.slice(1);
  const hex = digits.length <= 4 ? digits.replace(/./g, '$&$&') : digits;
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return Math.sqrt(0.299 * red ** 2 + 0.587 * green ** 2 + 0.114 * blue ** 2) < 120;
}

export function colorSchemeOf(themeParams: TelegramThemeParams): ColorScheme | null {
  const bg = themeParams.bg_color;
  return isRgb(bg) ? (isColorDark(bg) ? 'dark' : 'light') : null;
}

function themeColorsOf(value: unknown): TelegramThemeParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, color]) => isRgb(color)));
}

function parseThemeParams(json: string | null): TelegramThemeParams {
  if (!json) return {};
  try {
    return themeColorsOf(JSON.parse(json));
  } catch {
    return {};
  }
}

// tgWebAppData is missing for some launch kinds; tgWebAppVersion never is.
function launchQuery(): URLSearchParams | null {
  const fromHash = new URLSearchParams(window.location.hash.slice(1));
  if (fromHash.has('tgWebAppVersion')) {
    // The router drops the hash on the first navigation; reloads must still find it.
    sessionStorage.setItem(STORAGE_KEY, fromHash.toString());
    return fromHash;
  }
  const stored = sessionStorage.getItem(STORAGE_KEY);
  return stored === null ? null : new URLSearchParams(stored);
}

// Clients put the deep link's parameter in the launch params, in the init data, or both.
function startParamOf(initData: string | null): string | null {
  return initData === null ? null : new URLSearchParams(initData).get('start_param') || null;
}

function fromWebAppGlobal(): LaunchParams | null {
  const webApp = window.Telegram?.WebApp;
  // telegram-web-app.js defines WebApp in any browser; empty initData means "not in Telegram".
  if (!webApp?.initData) return null;
  const themeParams = { ...webApp.themeParams };
  return {
    initData: webApp.initData,
    themeParams,
    colorScheme: webApp.colorScheme ?? colorSchemeOf(themeParams),
    version: webApp.version ?? DEFAULT_VERSION,
    platform: webApp.platform ?? 'unknown',
    startParam: webApp.initDataUnsafe?.start_param ?? startParamOf(webApp.initData),
  };
}

/**
 * By hand: the SDK's parser rejects init data missing a field (e.g. older clients' `signature`),
 * while only the server may judge init data.
 */
export function readLaunchParams(): LaunchParams | null {
  const query = launchQuery();
  if (query === null) return fromWebAppGlobal();
  const themeParams = parseThemeParams(query.get('tgWebAppThemeParams'));
  const initData = query.get('tgWebAppData') || null;
  return {
    initData,
    themeParams,
    colorScheme: colorSchemeOf(themeParams),
    version: query.get('tgWebAppVersion') ?? DEFAULT_VERSION,
    platform: query.get('tgWebAppPlatform') ?? 'unknown',
    startParam: query.get('tgWebAppStartParam') || startParamOf(initData),
  };
}

function setCssPixels(name: string, value: unknown): void {
  if (typeof value === 'number')
    document.documentElement.style.setProperty(name, `${String(value)}px`);
}

// The names Telegram's own script uses.
function bindInsets(answer: string, prefix: string): void {
  on(answer, (insets) => {
    for (const side of ['top', 'bottom', 'left', 'right']) {
      setCssPixels(`${prefix}-${side}`, (insets as Record<string, unknown> | null)?.[side]);
    }
  });
}

function bindViewportCssVars(): void {
  bindInsets('safe_area_changed', '--tg-safe-area-inset');
  bindInsets('content_safe_area_changed', '--tg-content-safe-area-inset');
  on('viewport_changed', (payload) => {
    const viewport = (payload ?? {}) as Record<string, unknown>;
    // macOS clients have sent an empty payload.
    const height = viewport.height ?? window.innerHeight;
    setCssPixels('--tg-viewport-height', height);
    if (viewport.is_state_stable !== false) setCssPixels('--tg-viewport-stable-height', height);
  });
  postEvent('web_app_request_safe_area');
  postEvent('web_app_request_content_safe_area');
  postEvent('web_app_request_viewport');
}

function acceptClientRequests(): void {
  // Telegram Web reloads the frame itself and styles it (scrollbars) with a style sheet.
  on('reload_iframe', () => {
    postEvent('iframe_will_reload');
    window.location.reload();
  });
  const style = document.createElement('style');
  style.id = 'telegram-custom-styles';
  document.head.appendChild(style);
  on('set_custom_style', (css) => {
    if (typeof css === 'string') style.textContent = css;
  });
}

/** Nothing outside Telegram, nor when a copied link opened in a plain tab. */
export function initTelegram(launch: LaunchParams | null): void {
  if (launch === null || !connectBridge(launch.version)) return;
  acceptClientRequests();
  postEvent('web_app_ready');
  postEvent('web_app_expand');
  applyChromeColors(launch.themeParams);
  bindViewportCssVars();
}

/** So the app and Telegram's frame read as one surface. */
export function applyChromeColors(themeParams: TelegramThemeParams): void {
  const color = themeParams.secondary_bg_color;
  if (!isRgb(color)) return;
  // Clients before 6.9 take only a theme key for the header, not a colour.
  if (isAvailable('web_app_set_header_color', '6.9')) {
    postState('web_app_set_header_color', { color });
  }
  postState('web_app_set_background_color', { color });
  postState('web_app_set_bottom_bar_color', { color });
}

export function onThemeChange(listener: (themeParams: TelegramThemeParams) => void): () => void {
  return on('theme_changed', (event) => {
    listener(themeColorsOf((event as { theme_params?: unknown } | null)?.theme_params));
  });
}

export function impactHaptic(style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'): void {
  postEvent('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: style });
}

export function notificationHaptic(type: 'error' | 'success' | 'warning'): void {
  postEvent('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: type });
}

export function selectionHaptic(): void {
  postEvent('web_app_trigger_haptic_feedback', { type: 'selection_change' });
}

const ALERT_BUTTONS = [{ type: 'ok', id: 'ok' }] as const;

export function showTelegramAlert(message: string): boolean {
  return showNativePopup({ message, buttons: ALERT_BUTTONS }) !== null;
}

export async function showAlert(message: string): Promise<void> {
  const shown = showNativePopup({ message, buttons: ALERT_BUTTONS });
  if (shown) {
    await shown;
    return;
  }
  window.alert(message);
}

export function hasNativeBackButton(): boolean {
  return isAvailable('web_app_setup_back_button');
}

export function showBackButton(): void {
  postState('web_app_setup_back_button', { is_visible: true });
}

export function hideBackButton(): void {
  postState('web_app_setup_back_button', { is_visible: false });
}

export function onBackButtonClick(listener: () => void): () => void {
  return hasNativeBackButton() ? on('back_button_pressed', listener) : () => undefined;
}

/** Off while the user swipes through photos: vertical swipes would close the Mini App. */
export function setVerticalSwipes(enabled: boolean): void {
  postState('web_app_setup_swipe_behavior', { allow_vertical_swipe: enabled });
}

const TELEGRAM_HOSTS = ['t.me', 'telegram.me', 'telegram.dog'];

export function openTelegramLink(url: string): boolean {
  if (!isAvailable('web_app_open_tg_link')) return false;
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return false;
  }
  if (!TELEGRAM_HOSTS.includes(link.hostname)) return false;
  return postEvent('web_app_open_tg_link', { path_full: link.pathname + link.search });
}

export function openChatLink(url: string): void {
  if (!openTelegramLink(url)) window.open(url, '_blank', 'noopener');
}

export function setClosingConfirmation(enabled: boolean): void {
  postState('web_app_setup_closing_behavior', { need_confirmation: enabled });
}
