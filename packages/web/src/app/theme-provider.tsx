import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useTelegramTheme } from '../telegram/use-telegram-theme';

// Device insets (env) and Telegram's (--tg-*, set by telegram/init) may describe the same
// notch, so take the larger; Telegram's own controls (content insets) come on top.
function safeInset(side: 'top' | 'bottom' | 'left' | 'right'): string {
  return `calc(max(env(safe-area-inset-${side}, 0px), var(--tg-safe-area-inset-${side}, 0px)) + var(--tg-content-safe-area-inset-${side}, 0px))`;
}

const safeAreaVars = {
  ':root': {
    '--app-safe-top': safeInset('top'),
    '--app-safe-bottom': safeInset('bottom'),
    '--app-safe-left': safeInset('left'),
    '--app-safe-right': safeInset('right'),
  },
};

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const theme = useTelegramTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={safeAreaVars} />
      {children}
    </ThemeProvider>
  );
}
