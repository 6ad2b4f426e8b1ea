import { useState } from 'react';
import type { GalleryPhoto } from '../../components/photo-gallery/gallery-photo';
import { FlowerIcon, classNames } from '../../components/ui';
import { galleryPhotoAlt, photoOfLabel } from '../../texts/ads';
import { BOUQUET_PHOTOS_LABEL } from '../../texts/bouquet';
import { BouquetPhoto } from './bouquet-photo';

interface BouquetPhotosProps {
  title: string;
  photos: readonly GalleryPhoto[];
  onOpen: (index: number) => void;
}

/** Swiped with the browser's own snapping scroll. */
export function BouquetPhotos({ title, photos, onOpen }: BouquetPhotosProps) {
  const [current, setCurrent] = useState(0);
  const count = photos.length;
  if (count === 0) {
    return (
      <div className="bouquet-photos bouquet-photos--none" aria-hidden>
        <FlowerIcon size={56} />
      </div>
    );
  }
  return (
    <section className="bouquet-photos" aria-label={BOUQUET_PHOTOS_LABEL}>
      <div
        className="bouquet-photos__track"
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {photos.map((photo, index) => (
          <BouquetPhoto
            key={photo.src}
            photo={photo}
            title={title}
            alt={galleryPhotoAlt(title, index + 1, count)}
            eager={index === 0}
            onOpen={() => {
              onOpen(index);
            }}
          />
        ))}
      </div>
      {count > 1 && (
        <p className="bouquet-photos__dots" aria-live="polite">
          <span className="ui-visually-hidden">{photoOfLabel(current + 1, count)}</span>
          {photos.map((photo, index) => (
            <span
              key={photo.src}
              aria-hidden
              className={classNames(
                'bouquet-photos__dot',
                index === current && 'bouquet-photos__dot--current',
              )}
            />
          ))}
        </p>
      )}
    </section>
  );
}
