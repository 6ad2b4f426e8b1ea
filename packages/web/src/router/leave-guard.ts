import { useEffect, useRef } from 'react';

// Issue 40: a screen doing work that must not be walked away from (photos being processed) asks
// before any in-app navigation; the one guard in force is the last screen's that set it.
type LeaveGuard = () => Promise<boolean>;

let guard: LeaveGuard | null = null;

/** Goes at once when nothing guards the screen, as navigation always did. */
export function leaveThen(go: () => void): Promise<void> {
  if (guard === null) {
    go();
    return Promise.resolve();
  }
  return guard().then((leave) => {
    if (leave) go();
  });
}

/** While `active`, every in-app navigation first asks `ask`; it goes on only on true. */
export function useLeaveGuard(active: boolean, ask: LeaveGuard): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active) return undefined;
    const own: LeaveGuard = () => latest.current();
    guard = own;
    return () => {
      if (guard === own) guard = null;
    };
  }, [active]);
}
