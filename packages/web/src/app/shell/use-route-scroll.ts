import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from '../../router/history';
import { useLocation } from '../../router/router';

const STORAGE_KEY = 'flowers/route-scroll';
// A list that has not arrived by then is not waited for.
const RESTORE_PATIENCE_MS = 15_000;

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function reachable(target: number): number {
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(target, bottom));
}

interface PendingRestore {
  target: number;
  until: number;
  /** Where our own scrollTo left the page: its scroll event may come after the page has grown. */
  landed: number;
}

/**
 * react-router's ScrollRestoration for our own small router (issue 14). A list arriving after
 * its screen is scrolled on as the page grows; the buyer's own scroll ends the wait (spec §2).
 */
export function useRouteScroll(keyOf: (location: Location) => string): void {
  const key = keyOf(useLocation());
  const current = useRef(key);
  const positions = useRef<Record<string, number> | null>(null);
  const pending = useRef<PendingRestore | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the screen has drawn.
    window.history.scrollRestoration = 'manual';
    const save = () => {
      const waiting = pending.current;
      if (waiting !== null) {
        if (isOwnScroll(waiting)) return;
        // Someone else scrolled: the buyer, or a linked bouquet bringing itself into view.
        pending.current = null;
      }
      positions.current ??= readPositions();
      positions.current[current.current] = Math.round(window.scrollY);
    };
    const persist = () => {
      if (positions.current !== null) {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      }
    };
    const grown =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const waiting = pending.current;
            if (waiting === null) return;
            if (Date.now() > waiting.until) pending.current = null;
            else continueRestore(pending, waiting);
          });
    grown?.observe(document.body);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      grown?.disconnect();
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      persist();
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Before paint: the new screen never shows at the old screen's position.
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    if (current.current !== key) {
      // spec §2: stored when the screen is left, not only on a reload.
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    }
    current.current = key;
    const waiting = {
      target: positions.current[key] ?? 0,
      until: Date.now() + RESTORE_PATIENCE_MS,
      landed: 0,
    };
    pending.current = waiting;
    continueRestore(pending, waiting);
  }, [key]);
}

function isOwnScroll(waiting: PendingRestore): boolean {
  const at = (y: number) => Math.abs(window.scrollY - y) <= 1;
  return at(reachable(waiting.target)) || at(waiting.landed);
}

function continueRestore(
  pending: { current: PendingRestore | null },
  waiting: PendingRestore,
): void {
  window.scrollTo(0, waiting.target);
  waiting.landed = window.scrollY;
  if (reachable(waiting.target) >= waiting.target) pending.current = null;
}
