import { ORDER_STAGE_LABELS, PHOTO_MESSAGES, isAcceptedImageFile } from '@flowers/domain';
import type { OrderPhotoStage } from '@flowers/domain';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useUploadOrderPhoto } from '../../../api/upload-order-photo';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { PhotoIcon, buttonClassName } from '../../../components/ui';
import {
  PHOTO_UPLOAD_FAILED_TEXT,
  stagePhotoAlt,
  stagePhotoInputLabel,
  stagePhotoUploadingLabel,
} from '../../../texts/orders';
import { STAGE_PHOTO_DONE_TEXT } from '../../../texts/staff';

interface StagePhotoUploadProps {
  orderId: number;
  orderNumber: string;
  stage: OrderPhotoStage;
  photoUrl: string | undefined;
}

/** One of the three delivery stages (spec §9): its photo, and a button to (re)place it. */
export function StagePhotoUpload({ orderId, orderNumber, stage, photoUrl }: StagePhotoUploadProps) {
  const upload = useUploadOrderPhoto();
  const feedback = useActionFeedback();
  const [percent, setPercent] = useState<number | null>(null);
  const label = ORDER_STAGE_LABELS[stage];

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    if (!isAcceptedImageFile(photo)) {
      feedback.failed(PHOTO_MESSAGES.notImage);
      return;
    }
    setPercent(0);
    try {
      await upload.mutateAsync({
        orderId,
        stage,
        photo,
        onProgress: ({ fraction }) => setPercent(fraction === null ? null : fraction * 100),
      });
      feedback.done(STAGE_PHOTO_DONE_TEXT);
    } catch (error) {
      feedback.failed(PHOTO_UPLOAD_FAILED_TEXT, error);
    }
  };

  return (
    <div className="stage-photo">
      {photoUrl && (
        <img
          src={photoUrl}
          alt={stagePhotoAlt(label, orderNumber)}
          className="stage-photo__thumb"
        />
      )}
      <label
        className={buttonClassName(
          { variant: photoUrl ? 'plain' : 'secondary' },
          'stage-photo__pick',
        )}
        aria-disabled={upload.isPending || undefined}
      >
        <PhotoIcon size={20} />
        <span className="ui-button__label">{label}</span>
        <input
          type="file"
          accept="image/*,.heic,.heif"
          className="stage-photo__input"
          disabled={upload.isPending}
          aria-label={stagePhotoInputLabel(label, orderNumber)}
          onChange={(event) => void pick(event)}
        />
      </label>
      {upload.isPending && (
        <progress
          className="stage-photo__progress"
          aria-label={stagePhotoUploadingLabel(label)}
          max={100}
          {...(percent === null ? {} : { value: percent, 'aria-valuenow': Math.round(percent) })}
        />
      )}
    </div>
  );
}
