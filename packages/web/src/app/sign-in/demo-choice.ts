// Per tab, like Telegram's own launch data: a new tab starts at the demo picker again.
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
