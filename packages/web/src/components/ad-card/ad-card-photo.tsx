import { FlowerIcon } from '../ui';
import { openPhotoLabel } from '../../texts/ads';

// The card size is 480 px wide (server photo variants); the box keeps 4:3 before it loads.
const CARD_PHOTO_WIDTH_PX = 480;
const CARD_PHOTO_HEIGHT_PX = 360;
export const CARD_PHOTO_ASPECT = `${CARD_PHOTO_WIDTH_PX} / ${CARD_PHOTO_HEIGHT_PX}`;

interface AdCardPhotoProps {
  src: string | undefined;
  title: string;
  /** Above the fold: fetch at once and first, as the largest paint is one of these photos. */
  eager: boolean;
  onOpen: () => void;
}

export function AdCardPhoto({ src, title, eager, onOpen }: AdCardPhotoProps) {
  if (src === undefined) {
    return (
      <div className="ad-card__photo ad-card__photo--none">
        <FlowerIcon size={36} />
      </div>
    );
  }
  return (
    <div className="ad-card__photo">
      {/* width and height as attributes let the browser reserve the space before the photo arrives. */}
      <img
        src={src}
        alt=""
        width={CARD_PHOTO_WIDTH_PX}
        height={CARD_PHOTO_HEIGHT_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <button
        type="button"
        onClick={onOpen}
        aria-label={openPhotoLabel(title)}
        className="ad-card__photo-open"
      />
    </div>
  );
}
