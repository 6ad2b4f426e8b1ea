import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFavorites } from '../../api/get-favorites';
import { useSession } from '../../lib/session-context';
import { impactHaptic } from '../../telegram/init';
import { useToast } from '../toast/toast-context';

// The change itself (requests, failure toast and log) comes after the first cards: the
// catalogue's first load does not carry it (issue 28), and a tap rarely comes first.
const loadFavoriteChange = () => import('./favorite-change');

/** spec §4, §8. */
export function useFavoriteToggle() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const favorites = useFavorites(user.userId);

  useEffect(() => {
    void loadFavoriteChange();
  }, []);

  const ids = favorites.data ?? [];
  return {
    favoriteIds: ids,
    favoritesQuery: favorites,
    isFavorite: (adId: number) => ids.includes(adId),
    toggle: (adId: number) => {
      impactHaptic('light');
      const change = { adId, wasFavorite: ids.includes(adId) };
      void loadFavoriteChange().then(({ changeFavorite }) =>
        changeFavorite({ queryClient, userId: user.userId, showToast }, change),
      );
    },
  };
}
