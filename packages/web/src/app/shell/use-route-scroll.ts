import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from '../../router/history';
import { useLocation } from '../../router/router';

const STORAGE_KEY = 'flowers/route-scroll';

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers the scroll position under `keyOf(location)` and restores it when a screen with
 * that key opens again, also after a reload; a key seen for the first time opens at the top.
 * What react-router's ScrollRestoration does, for our own small router (issue 14).
 */
export function useRouteScroll(keyOf: (location: Location) => string): void {
  const key = keyOf(useLocation());
  const current = useRef(key);
  const positions = useRef<Record<string, number> | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the screen has drawn; this hook does it after.
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current ??= readPositions();
      positions.current[current.current] = Math.round(window.scrollY);
    };
    const persist = () => {
      if (positions.current !== null) {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      persist();
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Before paint: the new screen never shows at the old screen's position.
  useLayoutEffect(() => {
    current.current = key;
    positions.current ??= readPositions();
    window.scrollTo(0, positions.current[key] ?? 0);
  }, [key]);
}
