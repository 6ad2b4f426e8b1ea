// Light on purpose (no app, no database): each test file imports it.
export { signInitData } from './auth/init-data.ts';
export { DEMO_USERS } from './demo/demo-users.ts';
export { freePort, startCuttableProxy, type CuttableProxy } from './test/network.ts';
export { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from './test/chromium.ts';
export { TELEGRAM_THEMES } from './test/telegram-themes.ts';
