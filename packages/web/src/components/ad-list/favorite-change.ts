import type { QueryClient } from '@tanstack/react-query';
import { ACTION_TOAST_MS } from '../../config/ui';
import { addFavorite } from '../../api/add-favorite';
import { describeFailure } from '../../api/describe-failure';
import { favoritesQueryOptions } from '../../api/get-favorites';
import { logClientError } from '../../api/log-client-error';
import { removeFavorite } from '../../api/remove-favorite';
import { notificationHaptic } from '../../telegram/init';
import { favoriteErrorText } from '../../texts/request-failure';
import type { ShowToast } from '../toast/toast-context';

export interface FavoriteChange {
  adId: number;
  wasFavorite: boolean;
}

interface FavoriteChangeContext {
  queryClient: QueryClient;
  userId: string;
  showToast: ShowToast;
}

/**
 * The heart's toggle (spec §4): shown at once, put back with the §8 failure toast and log if
 * the server refuses it, then the favourites are read again.
 */
export async function changeFavorite(
  { queryClient, userId, showToast }: FavoriteChangeContext,
  { adId, wasFavorite }: FavoriteChange,
): Promise<void> {
  const { queryKey } = favoritesQueryOptions(userId);
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData(queryKey);
  queryClient.setQueryData(queryKey, (ids = []) =>
    wasFavorite ? ids.filter((id) => id !== adId) : [...ids, adId],
  );
  try {
    await (wasFavorite ? removeFavorite(userId, adId) : addFavorite(userId, adId));
  } catch (error) {
    queryClient.setQueryData(queryKey, before);
    const failure = describeFailure(error);
    notificationHaptic('error');
    showToast({
      message: favoriteErrorText(failure),
      severity: 'error',
      durationMs: ACTION_TOAST_MS,
    });
    void logClientError({
      userId,
      adId,
      error: failure.message,
      ...(failure.kind === 'response' && { response: failure.body, status: failure.status }),
      time: new Date().toISOString(),
    });
  } finally {
    await queryClient.invalidateQueries({ queryKey });
  }
}
