import type { LaunchParams } from '../telegram/init';

export const OPERATOR = {
  name: 'ИП Иванова Анна Сергеевна',
  inn: '771234567890',
  ogrn: '321774600123456',
  address: 'г. Москва, ул. Цветочная, д. 1',
  email: 'shop@example.com',
  phone: '+79990001122',
};

export function publicConfig(demo: boolean) {
  return {
    demo,
    supportUrl: 'https://t.me/support',
    offerPath: '/oferta',
    bot: null,
    operator: OPERATOR,
  };
}

export const TELEGRAM_INIT_DATA = 'user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=abc';

export function telegramLaunch(
  initData = TELEGRAM_INIT_DATA,
  startParam: string | null = null,
): LaunchParams {
  return {
    initData,
    themeParams: {},
    colorScheme: 'light',
    version: '8.0',
    platform: 'ios',
    startParam,
  };
}
