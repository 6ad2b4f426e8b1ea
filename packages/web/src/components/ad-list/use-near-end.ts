import { useEffect, useRef } from 'react';

// So scrolling rarely waits.
const NEAR_END_MARGIN_PX = 600;

/** `round` changes with every page: the observer restarts and reports at once if still in reach. */
export function useNearEnd<T extends Element>(onNear: () => void, enabled: boolean, round: number) {
  const target = useRef<T>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  }, [onNear]);

  useEffect(() => {
    const element = target.current;
    // Without IntersectionObserver the «Показать ещё» button is the way on.
    if (!enabled || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${NEAR_END_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [enabled, round]);

  return target;
}
