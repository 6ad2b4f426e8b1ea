import type { BrowserContext, Page } from 'playwright-core';
import { TELEGRAM_THEMES } from '@flowers/server/testing';

export interface BridgeEvent {
  eventType: string;
  eventData: Record<string, unknown>;
}

interface FakeTelegramWindow {
  __bridgeEvents: BridgeEvent[];
  __sendToApp: (eventType: string, eventData: unknown) => void;
}

/** Nothing here changes what the app itself does. */
export async function installTelegramClient(
  context: BrowserContext,
  theme: keyof typeof TELEGRAM_THEMES,
): Promise<void> {
  await context.addInitScript((themeParams) => {
    const events: { eventType: string; eventData: Record<string, unknown> }[] = [];
    const target = window as unknown as FakeTelegramWindow & Window;
    target.__bridgeEvents = events;
    const post = window.postMessage.bind(window);
    const send = (eventType: string, eventData: unknown) => {
      post(JSON.stringify({ eventType, eventData }), '*');
    };
    target.__sendToApp = send;
    const viewport = () => ({
      height: window.innerHeight,
      width: window.innerWidth,
      is_expanded: true,
      is_state_stable: true,
    });
    const insets = { top: 0, bottom: 0, left: 0, right: 0 };
    const answer = (eventType: string) => {
      if (eventType === 'web_app_request_viewport') send('viewport_changed', viewport());
      if (eventType === 'web_app_request_theme')
        send('theme_changed', { theme_params: themeParams });
      if (eventType === 'web_app_request_safe_area') send('safe_area_changed', insets);
      if (eventType === 'web_app_request_content_safe_area')
        send('content_safe_area_changed', insets);
    };
    const record = (eventType: string, eventData: unknown) => {
      events.push({ eventType, eventData: (eventData ?? {}) as Record<string, unknown> });
      setTimeout(() => answer(eventType), 0);
    };
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: {
        postEvent(eventType: string, eventData?: string) {
          record(eventType, eventData ? JSON.parse(eventData) : {});
        },
      },
    });
    window.postMessage = ((message: unknown, ...rest: [string, Transferable[]?]) => {
      if (typeof message === 'string' && message.includes('"web_app_')) {
        try {
          const parsed = JSON.parse(message) as { eventType?: unknown; eventData?: unknown };
          if (typeof parsed.eventType === 'string' && parsed.eventType.startsWith('web_app_')) {
            record(parsed.eventType, parsed.eventData);
            return;
          }
        } catch {
          // Not a bridge message: deliver it as it is.
        }
      }
      post(message, ...(rest as [string]));
    }) as typeof window.postMessage;
    window.addEventListener('resize', () => send('viewport_changed', viewport()));
  }, TELEGRAM_THEMES[theme]);
}

export function bridgeEvents(page: Page): Promise<BridgeEvent[]> {
  return page.evaluate(() => (window as unknown as FakeTelegramWindow).__bridgeEvents.slice());
}

export async function sendToApp(page: Page, eventType: string, eventData: unknown = {}) {
  await page.evaluate(
    ([type, data]) => {
      (window as unknown as FakeTelegramWindow).__sendToApp(type, data);
    },
    [eventType, eventData] as const,
  );
}
