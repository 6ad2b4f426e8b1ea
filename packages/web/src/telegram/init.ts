import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  isColorDark,
  miniApp,
  on,
  openTelegramLink,
  popup,
  swipeBehavior,
  viewport,
} from '@tma.js/sdk-react';
import type { ThemeParamsType } from '@tma.js/sdk-react';
import { mountBottomButtons } from './bottom-buttons';

export type TelegramThemeParams = Partial<Record<string, string>>;

export type ColorScheme = 'light' | 'dark';

export interface LaunchParams {
  /** Raw init data string, exactly as signed by Telegram; sent as x-initdata. */
  initData: string | null;
  themeParams: TelegramThemeParams;
  /** Null when Telegram gave no background colour to judge by: follow the system. */
  colorScheme: ColorScheme | null;
  version: string;
  platform: string;
  /** `startapp=…` of the link that opened the app, unchecked: see parseStartParam. */
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

function isRgb(value: unknown): value is `#${string}` {
  return typeof value === 'string' && value.startsWith('#');
}

export function colorSchemeOf(themeParams: TelegramThemeParams): ColorScheme | null {
  const bg = themeParams.bg_color;
  return isRgb(bg) ? (isColorDark(bg) ? 'dark' : 'light') : null;
}

function parseThemeParams(json: string | null): TelegramThemeParams {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter(([, color]) => isRgb(color)));
  } catch {
    return {};
  }
}

// Every Telegram launch carries tgWebAppVersion; tgWebAppData is missing for some launch
// kinds, and the app then shows the "no initData" message.
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
 * Launch parameters, or null when the app is opened outside Telegram. Read by hand rather
 * than with the SDK's parser: that one rejects init data missing any field it expects
 * (e.g. `signature` from older clients), while only the server may judge init data.
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

function sdkThemeParams(params: TelegramThemeParams): ThemeParamsType {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, `#${string}`] => isRgb(entry[1])),
  );
}

function safeAreaCssVar(key: string): string | null {
  if (key === 'height') return '--tg-viewport-height';
  if (key === 'stableHeight') return '--tg-viewport-stable-height';
  if (key === 'width') return null;
  // safeAreaInsetTop -> --tg-safe-area-inset-top, the names Telegram's own script uses.
  return `--tg-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * Connects to the Telegram client: hides its loading placeholder, expands to full height and
 * exposes the safe-area insets as CSS variables. Does nothing outside Telegram.
 */
export function initTelegram(launch: LaunchParams | null): void {
  if (launch === null) return;
  try {
    // Given these, the SDK skips its own strict launch-param parsing. The bot has no inline mode.
    init({
      version: launch.version,
      themeParams: sdkThemeParams(launch.themeParams),
      isInlineMode: false,
    });
  } catch {
    // Launch params without a Telegram bridge: a copied link opened in a plain browser tab.
    return;
  }
  miniApp.mount.ifAvailable();
  miniApp.ready.ifAvailable();
  viewport.expand.ifAvailable();
  backButton.mount.ifAvailable();
  swipeBehavior.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  mountBottomButtons();
  applyChromeColors(launch.themeParams);
  const mounting = viewport.mount.ifAvailable();
  if (mounting.ok) {
    mounting.data.then(
      () => {
        if (!viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable(safeAreaCssVar);
      },
      // Clients that never answer the viewport requests: env() insets remain.
      () => undefined,
    );
  }
}

/**
 * Telegram's header, the area behind the web view and the bottom bar (behind the MainButton)
 * take the app's page colour, so the app and Telegram's frame read as one surface.
 */
export function applyChromeColors(themeParams: TelegramThemeParams): void {
  const page = themeParams.secondary_bg_color;
  if (!isRgb(page)) return;
  try {
    miniApp.setHeaderColor.ifAvailable(page);
    miniApp.setBgColor.ifAvailable(page);
    miniApp.setBottomBarColor.ifAvailable(page);
  } catch {
    // Older clients refuse a colour they do not know; their default frame stays.
  }
}

export function onThemeChange(listener: (themeParams: TelegramThemeParams) => void): () => void {
  return on('theme_changed', (event) => {
    listener({ ...event.theme_params });
  });
}

export function impactHaptic(style: 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'): void {
  hapticFeedback.impactOccurred.ifAvailable(style);
}

export function notificationHaptic(type: 'error' | 'success' | 'warning'): void {
  hapticFeedback.notificationOccurred.ifAvailable(type);
}

export function selectionHaptic(): void {
  hapticFeedback.selectionChanged.ifAvailable();
}

/** Telegram's native alert only; false outside Telegram, where the page speaks for itself. */
export function showTelegramAlert(message: string): boolean {
  return popup.show.ifAvailable({ message, buttons: [{ type: 'ok', id: 'ok' }] }).ok;
}

/** Telegram's native alert; the browser's alert outside Telegram. Resolves once closed. */
export async function showAlert(message: string): Promise<void> {
  const shown = popup.show.ifAvailable({ message, buttons: [{ type: 'ok', id: 'ok' }] });
  if (shown.ok) {
    await shown.data;
    return;
  }
  window.alert(message);
}

/** False outside Telegram, where the app draws its own back arrow. */
export function hasNativeBackButton(): boolean {
  return backButton.show.isAvailable();
}

export function showBackButton(): void {
  backButton.show.ifAvailable();
}

export function hideBackButton(): void {
  backButton.hide.ifAvailable();
}

export function onBackButtonClick(listener: () => void): () => void {
  const bound = backButton.onClick.ifAvailable(listener);
  return bound.ok ? bound.data : () => undefined;
}

/** Vertical swipes close the Mini App; off while the user swipes through photos. */
export function setVerticalSwipes(enabled: boolean): void {
  if (enabled) swipeBehavior.enableVertical.ifAvailable();
  else swipeBehavior.disableVertical.ifAvailable();
}

/** Opens a t.me link inside Telegram (e.g. the support chat); a new tab elsewhere. */
export function openChatLink(url: string): void {
  const opened = openTelegramLink.ifAvailable(url);
  if (!opened.ok) window.open(url, '_blank', 'noopener');
}

/** Telegram asks before closing the Mini App while this is on, e.g. over a half-filled form. */
export function setClosingConfirmation(enabled: boolean): void {
  if (enabled) closingBehavior.enableConfirmation.ifAvailable();
  else closingBehavior.disableConfirmation.ifAvailable();
}
