import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './theme-provider';
import type { LaunchParams } from '../telegram/init';
import { LaunchParamsContext } from '../telegram/launch-params-context';

function Palette() {
  const { palette } = useTheme();
  return (
    <p>
      {palette.mode} {palette.primary.main} {palette.background.default}
    </p>
  );
}

function renderWith(launch: LaunchParams | null) {
  render(
    <LaunchParamsContext value={launch}>
      <AppThemeProvider>
        <Palette />
      </AppThemeProvider>
    </LaunchParamsContext>,
  );
}

interface TelegramNativeBridge {
  WebView: { receiveEvent: (name: string, data: unknown) => void };
}

describe('useTelegramTheme', () => {
  it('follows the system light theme outside Telegram', () => {
    renderWith(null);

    expect(screen.getByText(/^light /)).toBeInTheDocument();
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

    expect(screen.getByText(/^dark /)).toBeInTheDocument();
  });

  it('starts from the launch theme and follows Telegram’s theme_changed event', () => {
    renderWith({
      initData: 'x',
      themeParams: { bg_color: '#ffffff', button_color: '#2481cc' },
      colorScheme: 'light',
      version: '8.0',
      platform: 'ios',
      startParam: null,
    });
    expect(screen.getByText('light #2481cc #ffffff')).toBeInTheDocument();

    // How the iOS and Android clients deliver events to a Mini App.
    const bridge = window.Telegram as unknown as TelegramNativeBridge;
    act(() => {
      bridge.WebView.receiveEvent('theme_changed', {
        theme_params: { bg_color: '#17212b', button_color: '#5288c1' },
      });
    });

    expect(screen.getByText('dark #5288c1 #17212b')).toBeInTheDocument();
  });
});
