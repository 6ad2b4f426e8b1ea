import { can } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import type { SellerRatings } from '../../api/get-seller-ratings';
import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/session-context';
import { AdCard } from '../ad-card/ad-card';
import { galleryPhotos } from '../photo-gallery/gallery-photo';
import { OrderButton } from './order-button';
import { useAdShare } from './use-ad-share';
import './ad-list.css';
import { useFavoriteToggle } from './use-favorite-toggle';

// Only staff get these actions: buyers' first load does not carry them.
const StaffCardActions = lazy(() =>
  import('./staff-card-actions').then((module) => ({ default: module.StaffCardActions })),
);

// The gallery opens on a tap: the catalogue's first load does not carry it.
const PhotoGallery = lazy(() =>
  import('../photo-gallery/photo-gallery').then((module) => ({ default: module.PhotoGallery })),
);

// The first two rows of the phone's two columns: what a phone shows before any scroll.
const EAGER_PHOTO_CARDS = 4;
// Cards drawn in the first render; the rest follow in a background render React splits into
// short tasks, so 50 cards never block a phone's main thread in one long task (issue 14).
export const FIRST_RENDER_CARDS = 8;

interface AdGridProps {
  ads: readonly Ad[];
  /** The ad a deep link opened: brought into view and outlined. */
  highlightedAdId?: number | null;
  /** Sellers' averages by seller id; cards show none until they arrive. */
  ratings?: SellerRatings;
}

/** Ad cards in the catalogue grid, shared by the catalogue and the favourites. */
export function AdGrid({ ads, highlightedAdId = null, ratings }: AdGridProps) {
  const { user } = useSession();
  const staff = can(user.role, 'manageReserved');
  const favorites = useFavoriteToggle();
  const share = useAdShare();
  const [galleryAd, setGalleryAd] = useState<Ad | null>(null);
  const highlighted = useRef<HTMLElement>(null);
  // A deep-linked card may sit further down: then every card is drawn at once to scroll to it.
  const shownAds = useDeferredValue(
    ads,
    highlightedAdId === null ? ads.slice(0, FIRST_RENDER_CARDS) : ads,
  );

  useEffect(() => {
    const card = highlighted.current;
    if (card === null) return;
    // jsdom has no scrolling.
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [highlightedAdId]);

  return (
    <>
      <ul className="ad-grid">
        {shownAds.map((ad, index) => (
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
              onShare={
                share &&
                (() => {
                  share(ad);
                })
              }
              highlighted={ad.id === highlightedAdId}
              sellerRating={ratings?.[ad.user_id]}
              ref={ad.id === highlightedAdId ? highlighted : undefined}
              actions={
                staff ? (
                  <Suspense fallback={null}>
                    <StaffCardActions ad={ad} />
                  </Suspense>
                ) : (
                  <OrderButton ad={ad} />
                )
              }
            />
          </li>
        ))}
      </ul>
      {galleryAd && (
        <Suspense fallback={null}>
          <PhotoGallery
            ad={{ ...galleryAd, photos: galleryPhotos(galleryAd) }}
            onClose={() => {
              setGalleryAd(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
