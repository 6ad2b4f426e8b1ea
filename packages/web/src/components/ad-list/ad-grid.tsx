import { can } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../lib/session-context';
import { AdCard } from '../ad-card/ad-card';
import { galleryPhotos } from '../photo-gallery/gallery-photo';
import { PhotoGallery } from '../photo-gallery/photo-gallery';
import { OrderButton } from './order-button';
import { StaffCardActions } from './staff-card-actions';
import { useFavoriteToggle } from './use-favorite-toggle';

// The first two rows of the phone's two columns: what a phone shows before any scroll.
const EAGER_PHOTO_CARDS = 4;

/** Ad cards in 2, 3 or 4 columns (spec §2), shared by the catalogue and the favourites. */
export function AdGrid({ ads }: { ads: readonly Ad[] }) {
  const { user } = useSession();
  const staff = can(user.role, 'manageReserved');
  const favorites = useFavoriteToggle();
  const [galleryAd, setGalleryAd] = useState<Ad | null>(null);

  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
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
