import { formatRubles } from '@flowers/domain';
import { GALLERY_MAX_WIDTH_PX, GALLERY_PHOTO_HEIGHT_PX } from '../../config/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { setVerticalSwipes } from '../../telegram/init';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, IconButton, useModalFocus } from '../ui';
import type { GalleryPhoto } from './gallery-photo';
import { GalleryThumbnails } from './gallery-thumbnails';
import { NEXT_PHOTO_LABEL, PREVIOUS_PHOTO_LABEL, galleryPhotoAlt } from '../../texts/ads';
import { CLOSE_LABEL } from '../../texts/common';
import './photo-gallery.css';

export interface GalleryAd {
  title: string;
  price: number;
  description: string | null;
  photos: readonly GalleryPhoto[];
}

interface PhotoGalleryProps {
  ad: GalleryAd;
  onClose: () => void;
  initialIndex?: number;
}

/** spec §1. */
export function PhotoGallery({ ad, onClose, initialIndex = 0 }: PhotoGalleryProps) {
  const [selected, setSelected] = useState(initialIndex);
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = ad.photos.length;

  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(count > 0, panel, closeButton);
  useEffect(() => {
    setVerticalSwipes(false);
    return () => {
      setVerticalSwipes(true);
    };
  }, []);

  if (count === 0) return null;
  const photo = ad.photos[Math.min(selected, count - 1)];
  // Both ends wrap around (spec §1).
  const step = (delta: number) => {
    setSelected((index) => (index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'Escape') onClose();
  };

  return createPortal(
    <div className="ui-dialog gallery" onKeyDown={onKeyDown}>
      <div className="ui-dialog__backdrop" onClick={onClose} aria-hidden />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="gallery__panel"
        style={{ maxWidth: GALLERY_MAX_WIDTH_PX }}
      >
        <div className="gallery__head">
          <h2 id={titleId} className="gallery__title">
            {ad.title}
          </h2>
          <IconButton ref={closeButton} aria-label={CLOSE_LABEL} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="gallery__stage" style={{ height: GALLERY_PHOTO_HEIGHT_PX }}>
          <img
            src={photo?.src}
            alt={galleryPhotoAlt(ad.title, selected + 1, count)}
            className="gallery__photo"
          />
          {count > 1 && (
            <>
              <IconButton
                aria-label={PREVIOUS_PHOTO_LABEL}
                tone="overlay"
                className="gallery__arrow gallery__arrow--previous"
                onClick={() => {
                  step(-1);
                }}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label={NEXT_PHOTO_LABEL}
                tone="overlay"
                className="gallery__arrow gallery__arrow--next"
                onClick={() => {
                  step(1);
                }}
              >
                <ChevronRightIcon />
              </IconButton>
            </>
          )}
        </div>
        <div className="gallery__details">
          <GalleryThumbnails photos={ad.photos} selected={selected} onSelect={setSelected} />
          <p className="gallery__price">{formatRubles(ad.price)}</p>
          {ad.description && <p className="gallery__description">{ad.description}</p>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
