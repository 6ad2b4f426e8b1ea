import type { Ad } from '@flowers/domain';
import { useAdShare } from '../../components/ad-list/use-ad-share';
import { useFavoriteToggle } from '../../components/ad-list/use-favorite-toggle';
import { HeartFilledIcon, HeartIcon, IconButton, ShareIcon } from '../../components/ui';
import { ADD_FAVORITE_LABEL, REMOVE_FAVORITE_LABEL, SHARE_LABEL } from '../../texts/catalogue';

export function BouquetActions({ ad }: { ad: Ad }) {
  const favorites = useFavoriteToggle();
  const share = useAdShare();
  const favorite = favorites.isFavorite(ad.id);
  return (
    <div className="bouquet-actions">
      {share && (
        <IconButton
          aria-label={SHARE_LABEL}
          onClick={() => {
            share(ad);
          }}
        >
          <ShareIcon />
        </IconButton>
      )}
      <IconButton
        aria-label={favorite ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL}
        aria-pressed={favorite}
        tone={favorite ? 'destructive' : 'default'}
        onClick={() => {
          favorites.toggle(ad.id);
        }}
      >
        {favorite ? <HeartFilledIcon /> : <HeartIcon />}
      </IconButton>
    </div>
  );
}
