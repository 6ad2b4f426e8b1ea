import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

/** Marks every query under the given keys stale, so the ones on screen load again. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
