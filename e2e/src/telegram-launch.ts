import { TELEGRAM_THEMES, signInitData } from '@flowers/server/testing';

// The server checks init data against this token exactly as against a real one.
export const TEST_BOT_TOKEN = '7000000001:AAE2eTestTokenForTheBrowserJourney000';
export const ADMIN = { id: 7_000_000_100, username: 'e2e_admin', first_name: 'Ольга' };
export const SELLER = { id: 7_000_000_200, username: 'e2e_seller', first_name: 'Вера' };
export const MODERATOR = { id: 7_000_000_400, username: 'e2e_moderator', first_name: 'Илья' };
export const BUYER = {
  id: 7_000_000_300,
  username: 'e2e_buyer',
  first_name: 'Анна',
  last_name: 'Покупатель',
};

export const TELEGRAM_ENV = {
  TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  SUPER_ADMIN_ID: String(ADMIN.id),
  CARD_ENCRYPTION_KEY: 'a'.repeat(64),
  SUPPORT_URL: 'https://t.me/flowers_support',
  OPERATOR_NAME: 'ИП Цветкова Анна Сергеевна',
  OPERATOR_INN: '771234567890',
  OPERATOR_OGRN: '321774600123456',
  OPERATOR_ADDRESS: 'г. Москва, ул. Цветочная, д. 1',
  OPERATOR_EMAIL: 'shop@example.com',
  OPERATOR_PHONE: '+79990001122',
};

export function initDataFor(user: Record<string, unknown>, botToken = TEST_BOT_TOKEN): string {
  return signInitData({ user, authDate: new Date(), query_id: `e2e-${String(user.id)}` }, botToken);
}

export function telegramUrl(
  origin: string,
  initData: string,
  theme: keyof typeof TELEGRAM_THEMES,
): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'web',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_THEMES[theme]),
  });
  return `${origin}/#${hash.toString()}`;
}
