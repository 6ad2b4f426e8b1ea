import { favoriteIdsSchema } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { favoriteKeys } from './query-keys';

/** Ids of the ads the user has favourited (spec §3 "Favorite"). */
export async function getFavorites(userId: string): Promise<number[]> {
  const body = await apiRequest(`/api/favorites/${encodeURIComponent(userId)}`);
  return favoriteIdsSchema.parse(body);
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
