import { can } from '@flowers/domain';
import type { Ad, SellerRating } from '@flowers/domain';
import type { SellerRatings } from '../../api/get-seller-ratings';
import type { Ref } from 'react';
import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useSession } from '../../lib/session-context';
import { AdCard } from '../ad-card/ad-card';
import { galleryPhotos } from '../photo-gallery/gallery-photo';
import { OrderButton } from './order-button';
import { useAdShare } from './use-ad-share';
import './ad-list.css';
import { useFavoriteToggle } from './use-favorite-toggle';
import { useGridWindow } from './use-grid-window';

// Only staff get these actions: buyers' first load does not carry them.
const StaffCardActions = lazy(() =>
  import('./staff-card-actions').then((module) => ({ default: module.StaffCardActions })),
);

// The catalogue's first load does not carry the gallery.
const PhotoGallery = lazy(() =>
  import('../photo-gallery/photo-gallery').then((module) => ({ default: module.PhotoGallery })),
);

// The first two rows of the phone's two columns.
const EAGER_PHOTO_CARDS = 4;
// The rest follow in a background render React splits into short tasks (issue 14). The
// server draws the same first cards into the page.
export const FIRST_RENDER_CARDS = 8;

interface AdGridProps {
  ads: readonly Ad[];
  highlightedAdId?: number | null;
  ratings?: SellerRatings;
  /** Pages dropped to bound memory are kept as space. */
  before?: number;
  onNearStart?: () => void;
}

interface AdGridItemProps {
  ad: Ad;
  slot: number;
  row: number;
  eagerPhoto: boolean;
  favorite: boolean;
  staff: boolean;
  canShare: boolean;
  highlighted: boolean;
  highlightedRef: Ref<HTMLElement>;
  sellerRating: SellerRating | undefined;
  onToggleFavorite: (adId: number) => void;
  onOpenGallery: (ad: Ad) => void;
  onShare: (ad: Ad) => void;
}

// Memoised, so a favourite toggled re-draws one card, not fifty in one task (issue 14).
const AdGridItem = memo(function AdGridItem(props: AdGridItemProps) {
  const { ad, staff, highlighted, onToggleFavorite, onOpenGallery, onShare } = props;
  return (
    <li data-row={props.row} data-slot={props.slot}>
      <AdCard
        ad={ad}
        photo={galleryPhotos(ad)[0]?.thumb}
        eagerPhoto={props.eagerPhoto}
        favorite={props.favorite}
        marked={!staff}
        onToggleFavorite={() => {
          onToggleFavorite(ad.id);
        }}
        onOpenGallery={() => {
          onOpenGallery(ad);
        }}
        onShare={
          props.canShare
            ? () => {
                onShare(ad);
              }
            : null
        }
        highlighted={highlighted}
        sellerRating={props.sellerRating}
        ref={highlighted ? props.highlightedRef : undefined}
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
  );
});

/** Only the rows near the screen are drawn (use-grid-window.ts). */
export const AdGrid = memo(function AdGrid({
  ads,
  highlightedAdId = null,
  ratings,
  before = 0,
  onNearStart,
}: AdGridProps) {
  const { user } = useSession();
  const staff = can(user.role, 'manageReserved');
  const favorites = useFavoriteToggle();
  const share = useAdShare();
  const [galleryAd, setGalleryAd] = useState<Ad | null>(null);
  const highlighted = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const grid = useGridWindow(list, { before, count: ads.length }, FIRST_RENDER_CARDS, onNearStart);
  const shownAds = ads.slice(grid.start, grid.end);
  const highlightedIndex =
    highlightedAdId === null ? -1 : ads.findIndex((ad) => ad.id === highlightedAdId);
  const highlightedShown = highlightedIndex >= grid.start && highlightedIndex < grid.end;
  const { focusRow, columns } = grid;
  const latest = useRef({ toggle: favorites.toggle, share });
  useLayoutEffect(() => {
    latest.current = { toggle: favorites.toggle, share };
  });
  const toggleFavorite = useCallback((adId: number) => {
    latest.current.toggle(adId);
  }, []);
  const shareAd = useCallback((ad: Ad) => {
    latest.current.share?.(ad);
  }, []);

  // A deep-linked card further down is drawn first, then brought into view.
  useEffect(() => {
    if (highlightedIndex >= 0) focusRow(Math.floor((before + highlightedIndex) / columns));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per linked ad
  }, [highlightedAdId, highlightedIndex >= 0]);

  useEffect(() => {
    const card = highlighted.current;
    if (card === null) return;
    // jsdom has no scrolling.
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [highlightedAdId, highlightedShown]);

  return (
    <>
      <ul
        ref={list}
        className="ad-grid"
        style={{ paddingTop: grid.paddingTop, paddingBottom: grid.paddingBottom }}
      >
        {shownAds.map((ad, index) => (
          <AdGridItem
            key={ad.id}
            ad={ad}
            slot={before + grid.start + index}
            row={Math.floor((before + grid.start + index) / columns)}
            eagerPhoto={before + grid.start + index < EAGER_PHOTO_CARDS}
            favorite={favorites.isFavorite(ad.id)}
            staff={staff}
            canShare={share !== null}
            highlighted={ad.id === highlightedAdId}
            highlightedRef={highlighted}
            sellerRating={ratings?.[ad.user_id]}
            onToggleFavorite={toggleFavorite}
            onOpenGallery={setGalleryAd}
            onShare={shareAd}
          />
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
});
