// `@flowers/server/testing`: what the journeys (e2e), the cluster test and the bench need to talk
// to a running server. Light on purpose (no app, no database): each test file imports it.
// The server's parts run inside the caller's process are in `testing-in-process.ts`.
export { signInitData } from './auth/init-data.ts';
export { DEMO_USERS } from './demo/demo-users.ts';
export { freePort, startCuttableProxy, type CuttableProxy } from './test/network.ts';
export { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from './test/chromium.ts';
export { TELEGRAM_THEMES } from './test/telegram-themes.ts';
