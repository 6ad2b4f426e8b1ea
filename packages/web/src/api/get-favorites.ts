import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { favoriteKeys } from './query-keys';

/** spec §3 "Favorite". */
export async function getFavorites(userId: string): Promise<number[]> {
  return call('get', '/api/favorites/{userId}', { path: { userId } });
}

export function favoritesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: favoriteKeys.ofUser(userId),
    queryFn: () => getFavorites(userId),
  });
}

export function useFavorites(userId: string) {
  return useQuery(favoritesQueryOptions(userId));
}
