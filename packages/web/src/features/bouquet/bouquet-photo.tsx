import { openPhotoLabel } from '../../texts/catalogue';
import type { GalleryPhoto } from '../../components/photo-gallery/gallery-photo';
import { usePinchZoom } from './use-pinch-zoom';

// Server photo variants keep 4:3; the box holds its height before the photo arrives.
const PHOTO_WIDTH_PX = 1280;
const PHOTO_HEIGHT_PX = 960;

interface BouquetPhotoProps {
  photo: GalleryPhoto;
  title: string;
  alt: string;
  /** The first photo is the page's largest paint. */
  eager: boolean;
  onOpen: () => void;
}

export function BouquetPhoto({ photo, title, alt, eager, onOpen }: BouquetPhotoProps) {
  const zoom = usePinchZoom();
  return (
    <div className="bouquet-photo" {...zoom.handlers}>
      <img
        src={photo.src}
        alt={alt}
        width={PHOTO_WIDTH_PX}
        height={PHOTO_HEIGHT_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
      <button
        type="button"
        aria-label={openPhotoLabel(title)}
        className="bouquet-photo__open"
        onClick={() => {
          if (!zoom.wasPinch()) onOpen();
        }}
      />
    </div>
  );
}
