import { useEffect, useState, useSyncExternalStore } from 'react';
import { applyChromeColors, colorSchemeOf, onThemeChange } from './init';
import type { ColorScheme, TelegramThemeParams } from './init';
import { useLaunchParams } from './launch-params-context';

export interface AppTheme {
  params: TelegramThemeParams;
  scheme: ColorScheme;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

// jsdom and some old web views have no matchMedia.
const canQuery = () => typeof window.matchMedia === 'function';

function subscribeToSystemScheme(listener: () => void): () => void {
  if (!canQuery()) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => {
    query.removeEventListener('change', listener);
  };
}

function systemPrefersDark(): boolean {
  return canQuery() && window.matchMedia(DARK_QUERY).matches;
}

export function useTelegramTheme(): AppTheme {
  const launch = useLaunchParams();
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const [changed, setChanged] = useState<TelegramThemeParams | null>(null);

  useEffect(
    () =>
      launch
        ? onThemeChange((params) => {
            setChanged(params);
            applyChromeColors(params);
          })
        : undefined,
    [launch],
  );

  const params = changed ?? launch?.themeParams ?? {};
  const scheme =
    (changed ? colorSchemeOf(changed) : launch?.colorScheme) ?? (prefersDark ? 'dark' : 'light');
  return { params, scheme };
}
