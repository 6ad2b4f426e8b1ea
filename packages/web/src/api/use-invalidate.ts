import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
