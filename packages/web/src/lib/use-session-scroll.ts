import { useEffect, useRef } from 'react';

const PREFIX = 'flowers/scroll/';

/**
 * Keeps a screen's scroll position in session storage: saved when the screen or the page is left,
 * restored once its content is `ready` (spec §2: the catalogue's position survives a visit
 * elsewhere and a reload, even though its list arrives later than the page).
 */
export function useSessionScroll(key: string, ready: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(PREFIX + key));
    if (saved > 0) window.scrollTo(0, saved);
  }, [key, ready]);

  // A reload or a closed app unmounts nothing: the page's own pagehide saves then.
  useEffect(() => {
    const save = () => {
      sessionStorage.setItem(PREFIX + key, String(Math.round(window.scrollY)));
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key]);
}
