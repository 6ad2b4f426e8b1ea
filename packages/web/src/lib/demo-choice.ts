/** Not a spec route: only a demo server has them. */
export const DEMO_CHATS_PATH = '/demo/chats';

// Per tab, like Telegram's own launch data.
const STORAGE_KEY = 'flowers/demo-user-id';

export function readDemoChoice(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function rememberDemoChoice(userId: string): void {
  sessionStorage.setItem(STORAGE_KEY, userId);
}

export function forgetDemoChoice(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** A fresh page load: nothing cached for the previous user survives. */
export function openAppAsDemoUser(userId: string, path: string): void {
  rememberDemoChoice(userId);
  window.location.assign(path);
}
