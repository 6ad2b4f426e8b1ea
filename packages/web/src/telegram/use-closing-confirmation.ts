import { useEffect } from 'react';
import { setClosingConfirmation } from './init';

export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    setClosingConfirmation(true);
    return () => {
      setClosingConfirmation(false);
    };
  }, [active]);
}
