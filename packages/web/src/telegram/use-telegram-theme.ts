import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { colorSchemeOf, onThemeChange } from './init';
import type { TelegramThemeParams } from './init';
import { useLaunchParams } from './launch-params-context';
import { buildTheme } from './theme';

/** The app theme: Telegram's palette, live on theme changes, else the system light/dark. */
export function useTelegramTheme(): Theme {
  const launch = useLaunchParams();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [changed, setChanged] = useState<TelegramThemeParams | null>(null);

  useEffect(() => (launch ? onThemeChange(setChanged) : undefined), [launch]);

  const params = changed ?? launch?.themeParams;
  const mode =
    (changed ? colorSchemeOf(changed) : launch?.colorScheme) ?? (prefersDark ? 'dark' : 'light');
  return useMemo(() => buildTheme(params ?? {}, mode), [params, mode]);
}
