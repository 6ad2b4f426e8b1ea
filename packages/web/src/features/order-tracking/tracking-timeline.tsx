import type { OrderTracking } from '@flowers/domain';
import { useState } from 'react';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import { CheckIcon, PhotoIcon, classNames } from '../../components/ui';
import { formatDateTime } from '../../lib/format-date-time';
import {
  STAGE_PHOTOS_TITLE,
  TRACKING_STEP_AHEAD_TEXT,
  stagePhotoAlt,
  stagePhotosGalleryTitle,
} from '../../texts/tracking';

type Step = OrderTracking['steps'][number];
type StagePhoto = OrderTracking['stage_photos'][number];

function TimelineStep({ step }: { step: Step }) {
  const reached = step.at !== null;
  return (
    <li className={classNames('tracking-step', reached && 'tracking-step--reached')}>
      <span className="tracking-step__mark" aria-hidden>
        {reached && <CheckIcon size={14} />}
      </span>
      <span className="tracking-step__text">
        <span className="tracking-step__label">{step.label}</span>
        <span className="tracking-step__time">
          {step.at ? formatDateTime(step.at) : TRACKING_STEP_AHEAD_TEXT}
        </span>
      </span>
    </li>
  );
}

interface StagePhotosProps {
  photos: readonly StagePhoto[];
  onOpen: (index: number) => void;
}

function StagePhotos({ photos, onOpen }: StagePhotosProps) {
  return (
    <li className="tracking-step tracking-step--reached tracking-step--photos">
      <span className="tracking-step__mark" aria-hidden>
        <PhotoIcon size={14} />
      </span>
      <span className="tracking-step__text">
        <span className="tracking-step__label">{STAGE_PHOTOS_TITLE}</span>
        <span className="tracking-photos">
          {photos.map((photo, index) => {
            const alt = stagePhotoAlt(photo.label, formatDateTime(photo.at));
            return (
              <button
                key={photo.url}
                type="button"
                className="tracking-photos__item"
                aria-label={alt}
                onClick={() => {
                  onOpen(index);
                }}
              >
                <img src={photo.url} alt="" loading="lazy" />
              </button>
            );
          })}
        </span>
      </span>
    </li>
  );
}

export function TrackingTimeline({ order }: { order: OrderTracking }) {
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const photos = order.stage_photos;
  return (
    <>
      <ol className="tracking-timeline">
        {order.steps.map((step) => (
          <TimelineStepWithPhotos
            key={step.step}
            step={step}
            photos={step.step === 'in_work' ? photos : []}
            onOpen={setOpenPhoto}
          />
        ))}
      </ol>
      {openPhoto !== null && (
        <PhotoGallery
          ad={{
            title: stagePhotosGalleryTitle(order.order_number),
            price: order.price,
            description: null,
            photos: photos.map((photo) => ({ src: photo.url, thumb: photo.url })),
          }}
          initialIndex={openPhoto}
          onClose={() => {
            setOpenPhoto(null);
          }}
        />
      )}
    </>
  );
}

function TimelineStepWithPhotos({
  step,
  photos,
  onOpen,
}: {
  step: Step;
  photos: readonly StagePhoto[];
  onOpen: (index: number) => void;
}) {
  return (
    <>
      <TimelineStep step={step} />
      {photos.length > 0 && <StagePhotos photos={photos} onOpen={onOpen} />}
    </>
  );
}
