import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

describe('buildTheme', () => {
  it('maps Telegram colours onto the MUI palette', () => {
    const theme = buildTheme(
      {
        button_color: '#2481cc',
        button_text_color: '#ffffff',
        bg_color: '#18222d',
        secondary_bg_color: '#131415',
        text_color: '#f5f5f5',
        hint_color: '#708499',
        destructive_text_color: '#ec3942',
      },
      'dark',
    );

    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#2481cc');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.palette.background.default).toBe('#18222d');
    expect(theme.palette.background.paper).toBe('#131415');
    expect(theme.palette.text.primary).toBe('#f5f5f5');
    expect(theme.palette.text.secondary).toBe('#708499');
    expect(theme.palette.error.main).toBe('#ec3942');
  });

  it('uses the light or dark defaults for colours Telegram did not send', () => {
    const light = buildTheme({}, 'light');
    const dark = buildTheme({}, 'dark');

    expect(light.palette.mode).toBe('light');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).not.toBe(light.palette.background.default);
  });

  it('ignores colours it cannot parse instead of failing', () => {
    const theme = buildTheme({ button_color: 'blue-ish', bg_color: '#fff' }, 'light');

    expect(theme.palette.primary.main).toBe(buildTheme({}, 'light').palette.primary.main);
    expect(theme.palette.background.default).toBe('#fff');
  });
});
