import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './theme-provider';
import type { LaunchParams } from '../telegram/init';
import { LaunchParamsContext } from '../telegram/launch-params-context';

function renderWith(launch: LaunchParams | null) {
  render(
    <LaunchParamsContext value={launch}>
      <AppThemeProvider>
        <p>Экран</p>
      </AppThemeProvider>
    </LaunchParamsContext>,
  );
}

const root = document.documentElement;
const cssVar = (name: string) => root.style.getPropertyValue(name);

interface TelegramNativeBridge {
  WebView: { receiveEvent: (name: string, data: unknown) => void };
}

describe('AppThemeProvider', () => {
  it('follows the system light theme outside Telegram', () => {
    renderWith(null);

    expect(root.dataset.colorScheme).toBe('light');
    expect(cssVar('--tg-theme-button-color')).toBe('');
  });

  it('follows the system dark theme outside Telegram', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(prefers-color-scheme: dark)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderWith(null);

    expect(root.dataset.colorScheme).toBe('dark');
  });

  it('writes the launch theme as --tg-theme-* variables and follows theme_changed', () => {
    renderWith({
      initData: 'x',
      themeParams: { bg_color: '#ffffff', button_color: '#2481cc' },
      colorScheme: 'light',
      version: '8.0',
      platform: 'ios',
      startParam: null,
    });
    expect(root.dataset.colorScheme).toBe('light');
    expect(cssVar('--tg-theme-button-color')).toBe('#2481cc');
    expect(cssVar('--tg-theme-bg-color')).toBe('#ffffff');

    // How the iOS and Android clients deliver events to a Mini App.
    const bridge = window.Telegram as unknown as TelegramNativeBridge;
    act(() => {
      bridge.WebView.receiveEvent('theme_changed', {
        theme_params: { bg_color: '#17212b', button_color: '#5288c1' },
      });
    });

    expect(root.dataset.colorScheme).toBe('dark');
    expect(cssVar('--tg-theme-button-color')).toBe('#5288c1');
    expect(cssVar('--tg-theme-bg-color')).toBe('#17212b');
  });
});
