import { useEffect } from 'react';

// spec §8: loading failures of lists are only logged; the screen shows its empty state.
export function useLoggedFailure(error: Error | null, context: string): void {
  useEffect(() => {
    if (error) console.error(`${context}:`, error);
  }, [error, context]);
}
