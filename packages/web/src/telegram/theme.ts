import { createTheme } from '@mui/material/styles';
import type { PaletteOptions, Theme } from '@mui/material/styles';
import type { ColorScheme, TelegramThemeParams } from './init';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

// MUI throws on colours it cannot parse, so anything odd from the client is skipped.
function color(params: TelegramThemeParams, key: string): string | undefined {
  const value = params[key];
  return value !== undefined && HEX_COLOR.test(value) ? value : undefined;
}

/**
 * MUI theme from Telegram's theme parameters; missing colours fall back to MUI's defaults for
 * the mode, which is also the whole theme outside Telegram.
 */
export function buildTheme(params: TelegramThemeParams, mode: ColorScheme): Theme {
  const button = color(params, 'button_color');
  const buttonText = color(params, 'button_text_color');
  const bg = color(params, 'bg_color');
  const secondaryBg = color(params, 'secondary_bg_color');
  const text = color(params, 'text_color');
  const hint = color(params, 'hint_color');
  const destructive = color(params, 'destructive_text_color');
  const separator = color(params, 'section_separator_color');

  const palette: PaletteOptions = { mode };
  if (button) palette.primary = { main: button, ...(buttonText && { contrastText: buttonText }) };
  if (destructive) palette.error = { main: destructive };
  if (bg || secondaryBg) {
    palette.background = { ...(bg && { default: bg }), ...(secondaryBg && { paper: secondaryBg }) };
  }
  if (text || hint) {
    palette.text = { ...(text && { primary: text }), ...(hint && { secondary: hint }) };
  }
  if (separator) palette.divider = separator;

  return createTheme({
    palette,
    // Paper would otherwise get a lighter overlay in dark mode and drift from Telegram's colours.
    components: { MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } } },
  });
}
