import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hideBackButton,
  impactHaptic,
  initTelegram,
  notificationHaptic,
  onBackButtonClick,
  readLaunchParams,
  selectionHaptic,
  showAlert,
  showBackButton,
} from './init';

const INIT_DATA =
  'query_id=AAH&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Anna%22%7D' +
  '&auth_date=1700000000&signature=c2ln&hash=89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31';
const THEME = { bg_color: '#17212b', button_color: '#5288c1', text_color: '#f5f5f5' };

function telegramHash(): string {
  const params = new URLSearchParams({
    tgWebAppData: INIT_DATA,
    tgWebAppThemeParams: JSON.stringify(THEME),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
  });
  return `#${params.toString()}`;
}

afterEach(() => {
  delete window.Telegram;
});

describe('readLaunchParams', () => {
  it('reads launch params from a Telegram-style URL hash', () => {
    window.location.hash = telegramHash();

    expect(readLaunchParams()).toEqual({
      initData: INIT_DATA,
      themeParams: THEME,
      colorScheme: 'dark',
      version: '8.0',
      platform: 'ios',
      startParam: null,
    });
  });

  it('accepts init data in any shape, leaving its verification to the server', () => {
    const unsigned = 'user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=abc';
    window.location.hash = `#tgWebAppData=${encodeURIComponent(unsigned)}&tgWebAppVersion=6.9&tgWebAppPlatform=tdesktop`;

    expect(readLaunchParams()).toEqual({
      initData: unsigned,
      themeParams: {},
      colorScheme: null,
      version: '6.9',
      platform: 'tdesktop',
      startParam: null,
    });
  });

  it('reads no init data when Telegram sent none, still knowing it runs inside Telegram', () => {
    window.location.hash = '#tgWebAppVersion=8.0&tgWebAppPlatform=android';

    expect(readLaunchParams()).toMatchObject({ initData: null, platform: 'android' });
  });

  it('reads the deep link’s start parameter from the launch params', () => {
    window.location.hash = `${telegramHash()}&tgWebAppStartParam=ad_42`;

    expect(readLaunchParams()?.startParam).toBe('ad_42');
  });

  it('reads the start parameter from the init data when the launch params lack it', () => {
    const withStart = `${INIT_DATA}&start_param=myads`;
    window.location.hash = `#tgWebAppData=${encodeURIComponent(withStart)}&tgWebAppVersion=8.0`;

    expect(readLaunchParams()?.startParam).toBe('myads');
  });

  it('keeps the params after the hash is gone, as after client-side navigation', () => {
    window.location.hash = telegramHash();
    readLaunchParams();
    window.history.replaceState(null, '', '/catalog');

    expect(readLaunchParams()?.initData).toBe(INIT_DATA);
  });

  it('falls back to window.Telegram.WebApp when telegram-web-app.js provides it', () => {
    window.Telegram = {
      WebApp: {
        initData: INIT_DATA,
        themeParams: { bg_color: '#ffffff' },
        colorScheme: 'light',
        version: '7.10',
        platform: 'android',
      },
    };

    expect(readLaunchParams()).toMatchObject({
      initData: INIT_DATA,
      colorScheme: 'light',
      version: '7.10',
      platform: 'android',
    });
  });

  it('returns null outside Telegram, even with telegram-web-app.js loaded', () => {
    window.Telegram = { WebApp: { initData: '' } };

    expect(readLaunchParams()).toBeNull();
  });
});

describe('outside Telegram', () => {
  it('initialises, vibrates and toggles the back button without effect or error', () => {
    expect(() => {
      initTelegram(null);
      impactHaptic('light');
      notificationHaptic('success');
      selectionHaptic();
      showBackButton();
      onBackButtonClick(() => undefined)();
      hideBackButton();
    }).not.toThrow();
  });

  it('shows alerts with window.alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);

    await showAlert('Объявление одобрено!');

    expect(alert).toHaveBeenCalledWith('Объявление одобрено!');
  });
});
