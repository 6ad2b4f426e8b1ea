import { appPathFor, parseStartParam } from '@flowers/domain';
import type { DemoBotButton } from '@flowers/domain';

export type ButtonAction =
  | { kind: 'callback'; data: string }
  | { kind: 'app'; path: string }
  | { kind: 'link'; url: string };

const TELEGRAM_HOSTS = new Set(['t.me', 'telegram.me']);

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

// Bot API deep links.
function appPathOfTelegramLink(url: URL): string | null {
  const startParam = url.searchParams.get('startapp');
  if (startParam === null) return null;
  const target = parseStartParam(startParam);
  return target === null ? '/' : appPathFor(target);
}

function linkAction(href: string, origin: string): ButtonAction | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin === origin) return { kind: 'app', path: pathOf(url) };
  if (TELEGRAM_HOSTS.has(url.hostname)) {
    const path = appPathOfTelegramLink(url);
    if (path !== null) return { kind: 'app', path };
  }
  return { kind: 'link', url: url.href };
}

export function buttonAction(button: DemoBotButton, origin: string): ButtonAction | null {
  if (button.callback_data !== undefined) return { kind: 'callback', data: button.callback_data };
  if (button.web_app !== undefined) {
    // A web_app button always opens the Mini App, whatever host PUBLIC_URL names.
    const action = linkAction(button.web_app.url, origin);
    if (action?.kind === 'link') return { kind: 'app', path: pathOf(new URL(action.url)) };
    return action;
  }
  return button.url === undefined ? null : linkAction(button.url, origin);
}
