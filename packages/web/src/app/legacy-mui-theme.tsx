import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { buildTheme } from '../telegram/theme';
import { useTelegramTheme } from '../telegram/use-telegram-theme';

/**
 * The Telegram palette for screens still drawn with MUI, loaded with them only, so the
 * catalogue's first load carries no MUI theme. Goes once every screen uses components/ui.
 */
export default function LegacyMuiTheme({ children }: { children: ReactNode }) {
  const { params, scheme } = useTelegramTheme();
  const theme = useMemo(() => buildTheme(params, scheme), [params, scheme]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
