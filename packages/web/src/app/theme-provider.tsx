import '../components/ui/tokens.css';
// The first screen imports its ui parts one by one, not through the barrel that adds them all.
import '../components/ui/ui.css';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useTelegramTheme } from '../telegram/use-telegram-theme';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The names Telegram's own script uses. */
export function themeCssVar(key: string): string {
  return `--tg-theme-${key.replace(/_/g, '-')}`;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { params, scheme } = useTelegramTheme();

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.colorScheme = scheme;
    const keys = Object.keys(params).filter((key) => HEX_COLOR.test(params[key] ?? ''));
    keys.forEach((key) => {
      root.style.setProperty(themeCssVar(key), params[key] ?? null);
    });
    return () => {
      keys.forEach((key) => {
        root.style.removeProperty(themeCssVar(key));
      });
    };
  }, [params, scheme]);

  return children;
}
