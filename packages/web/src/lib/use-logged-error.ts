import { useEffect } from 'react';

// spec §8: list-loading failures are only logged.
export function useLoggedError(error: Error | null, context: string): void {
  useEffect(() => {
    if (error) console.error(`${context}:`, error);
  }, [error, context]);
}
