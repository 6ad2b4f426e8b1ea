import { can } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../lib/session-context';
import { AdCard } from '../ad-card/ad-card';
import { galleryPhotos } from '../photo-gallery/gallery-photo';
import { PhotoGallery } from '../photo-gallery/photo-gallery';
import { AD_GRID_SX } from './ad-grid-layout';
import { OrderButton } from './order-button';
import { StaffCardActions } from './staff-card-actions';
import { useFavoriteToggle } from './use-favorite-toggle';

// The first two rows of the phone's two columns: what a phone shows before any scroll.
const EAGER_PHOTO_CARDS = 4;

/** Ad cards in the catalogue grid, shared by the catalogue and the favourites. */
export function AdGrid({ ads }: { ads: readonly Ad[] }) {
  const { user } = useSession();
  const staff = can(user.role, 'manageReserved');
  const favorites = useFavoriteToggle();
  const [galleryAd, setGalleryAd] = useState<Ad | null>(null);

  return (
    <>
      <Box component="ul" sx={AD_GRID_SX}>
        {ads.map((ad, index) => (
          <li key={ad.id}>
            <AdCard
              ad={ad}
              photo={galleryPhotos(ad)[0]?.thumb}
              eagerPhoto={index < EAGER_PHOTO_CARDS}
              favorite={favorites.isFavorite(ad.id)}
              marked={!staff}
              onToggleFavorite={() => {
                favorites.toggle(ad.id);
              }}
              onOpenGallery={() => {
                setGalleryAd(ad);
              }}
              actions={staff ? <StaffCardActions ad={ad} /> : <OrderButton ad={ad} />}
            />
          </li>
        ))}
      </Box>
      {galleryAd && (
        <PhotoGallery
          ad={{ ...galleryAd, photos: galleryPhotos(galleryAd) }}
          onClose={() => {
            setGalleryAd(null);
          }}
        />
      )}
    </>
  );
}
