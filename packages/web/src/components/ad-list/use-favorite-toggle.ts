import { ACTION_TOAST_MS } from '../../config/ui';
import { favoriteErrorText } from '../../texts/request-failure';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavorite } from '../../api/add-favorite';
import { favoritesQueryOptions, useFavorites } from '../../api/get-favorites';
import { describeFailure } from '../../api/describe-failure';
import { logClientError } from '../../api/log-client-error';
import { removeFavorite } from '../../api/remove-favorite';
import { useSession } from '../../lib/session-context';
import { impactHaptic, notificationHaptic } from '../../telegram/init';
import { useToast } from '../toast/toast-context';

interface Toggle {
  adId: number;
  wasFavorite: boolean;
}

/** spec §4, §8. */
export function useFavoriteToggle() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const favorites = useFavorites(user.userId);
  const { queryKey } = favoritesQueryOptions(user.userId);

  const mutation = useMutation({
    mutationFn: ({ adId, wasFavorite }: Toggle) =>
      wasFavorite ? removeFavorite(user.userId, adId) : addFavorite(user.userId, adId),
    onMutate: async ({ adId, wasFavorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (ids = []) =>
        wasFavorite ? ids.filter((id) => id !== adId) : [...ids, adId],
      );
      return { before };
    },
    onError: (error, { adId }, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      const failure = describeFailure(error);
      notificationHaptic('error');
      showToast({
        message: favoriteErrorText(failure),
        severity: 'error',
        durationMs: ACTION_TOAST_MS,
      });
      void logClientError({
        userId: user.userId,
        adId,
        error: failure.message,
        ...(failure.kind === 'response' && { response: failure.body, status: failure.status }),
        time: new Date().toISOString(),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const ids = favorites.data ?? [];
  return {
    favoriteIds: ids,
    favoritesQuery: favorites,
    isFavorite: (adId: number) => ids.includes(adId),
    toggle: (adId: number) => {
      impactHaptic('light');
      mutation.mutate({ adId, wasFavorite: ids.includes(adId) });
    },
  };
}
