import { FlowerIcon } from '../ui/icons';
import { openPhotoLabel } from '../../texts/catalogue';

// The server's card variant; the box keeps 4:3 before it loads.
const CARD_PHOTO_WIDTH_PX = 480;
const CARD_PHOTO_HEIGHT_PX = 360;
export const CARD_PHOTO_ASPECT = `${CARD_PHOTO_WIDTH_PX} / ${CARD_PHOTO_HEIGHT_PX}`;

// media/photo-variants on the server.
const CARD_VARIANT = /-480\.webp$/;
const GALLERY_WIDTH_PX = 1280;

// ad-list.css: 2, 3, 4 columns; the page is at most 960 px wide.
export const CARD_PHOTO_SIZES =
  '(min-width: 960px) 240px, (min-width: 900px) 25vw, (min-width: 600px) 34vw, 50vw';

/** Older ads' image_urls have one width only. */
export function cardPhotoSrcSet(src: string): string | undefined {
  if (!CARD_VARIANT.test(src)) return undefined;
  const gallery = src.replace(CARD_VARIANT, `-${GALLERY_WIDTH_PX}.webp`);
  return `${src} ${CARD_PHOTO_WIDTH_PX}w, ${gallery} ${GALLERY_WIDTH_PX}w`;
}

interface AdCardPhotoProps {
  src: string | undefined;
  title: string;
  /** The largest paint is one of these photos. */
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
  const srcSet = cardPhotoSrcSet(src);
  return (
    <div className="ad-card__photo">
      {/* width and height as attributes let the browser reserve the space before the photo arrives. */}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet === undefined ? undefined : CARD_PHOTO_SIZES}
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
