import { useEffect } from 'react';
import { setClosingConfirmation } from './init';

/** While `active` (typed input not yet sent), closing the Mini App asks first. */
export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    setClosingConfirmation(true);
    return () => {
      setClosingConfirmation(false);
    };
  }, [active]);
}
