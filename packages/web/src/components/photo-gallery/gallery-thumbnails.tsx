import { GALLERY_THUMB_PX } from '../../config/ui';
import type { GalleryPhoto } from './gallery-photo';
import { THUMBNAILS_LABEL, photoOfLabel } from '../../texts/ads';

interface GalleryThumbnailsProps {
  photos: readonly GalleryPhoto[];
  selected: number;
  onSelect: (index: number) => void;
}

export function GalleryThumbnails({ photos, selected, onSelect }: GalleryThumbnailsProps) {
  return (
    <div role="group" aria-label={THUMBNAILS_LABEL} className="gallery__thumbs">
      {photos.map((photo, index) => (
        <button
          type="button"
          key={`${photo.thumb}-${String(index)}`}
          aria-label={photoOfLabel(index + 1, photos.length)}
          aria-current={index === selected ? 'true' : undefined}
          className="gallery__thumb"
          style={{ width: GALLERY_THUMB_PX, height: GALLERY_THUMB_PX }}
          onClick={() => {
            onSelect(index);
          }}
        >
          <img
            src={photo.thumb}
            alt=""
            width={GALLERY_THUMB_PX}
            height={GALLERY_THUMB_PX}
            loading="lazy"
          />
        </button>
      ))}
    </div>
  );
}
