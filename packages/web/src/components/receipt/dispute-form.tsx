import {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_TEXT_MESSAGE,
  PHOTO_MESSAGES,
  disputeTextSchema,
  isAcceptedImageFile,
} from '@flowers/domain';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import {
  Banner,
  Button,
  Chip,
  CloseIcon,
  IconButton,
  PhotoIcon,
  TextArea,
  buttonClassName,
} from '../ui';
import { answerErrorText } from '../../lib/answer-error-text';
import { useOpenDispute } from '../../api/safe-deal-answers';
import { CANCEL_TEXT, DELETE_TEXT, SEND_TEXT } from '../../texts/common';
import {
  DISPUTE_PHOTOS_LABEL,
  DISPUTE_SENDING_LABEL,
  DISPUTE_TEXT_LABEL,
  addDisputePhotosText,
  tooManyPhotosText,
} from '../../texts/payments';

/** A failed send keeps both so nothing is typed twice. */
export function DisputeForm({ orderId, onCancel }: { orderId: number; onCancel: () => void }) {
  const dispute = useOpenDispute();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = dispute.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.some((file) => !isAcceptedImageFile(file))) {
      setProblem(PHOTO_MESSAGES.notImage);
      return;
    }
    if (photos.length + picked.length > DISPUTE_PHOTOS_MAX) {
      setProblem(tooManyPhotosText(DISPUTE_PHOTOS_MAX));
      return;
    }
    setProblem(null);
    setPhotos([...photos, ...picked]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = disputeTextSchema.safeParse(text);
    if (!checked.success) {
      setProblem(DISPUTE_TEXT_MESSAGE);
      return;
    }
    setProblem(null);
    setPercent(0);
    dispute.mutate(
      {
        orderId,
        text: checked.data,
        photos,
        onProgress: ({ fraction }) => {
          setPercent(fraction === null ? null : fraction * 100);
        },
      },
      {
        onError: (error) => {
          setProblem(answerErrorText(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="dispute-form">
      <TextArea
        label={DISPUTE_TEXT_LABEL}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        helper={DISPUTE_TEXT_MESSAGE}
        disabled={busy}
      />
      {photos.length > 0 && (
        <div role="group" aria-label={DISPUTE_PHOTOS_LABEL} className="dispute-form__photos">
          {photos.map((photo, index) => (
            <Chip key={`${photo.name}-${String(index)}`}>
              {photo.name}
              {!busy && (
                <IconButton
                  aria-label={`${DELETE_TEXT}: ${photo.name}`}
                  className="dispute-form__remove"
                  onClick={() => {
                    setPhotos(photos.filter((_, other) => other !== index));
                  }}
                >
                  <CloseIcon size={14} />
                </IconButton>
              )}
            </Chip>
          ))}
        </div>
      )}
      <label
        className={buttonClassName({ variant: 'plain', size: 'small' }, 'dispute-form__add')}
        aria-disabled={busy || photos.length >= DISPUTE_PHOTOS_MAX || undefined}
      >
        <PhotoIcon size={20} />
        {addDisputePhotosText(photos.length, DISPUTE_PHOTOS_MAX)}
        <input
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          hidden
          aria-label={DISPUTE_PHOTOS_LABEL}
          disabled={busy || photos.length >= DISPUTE_PHOTOS_MAX}
          onChange={pick}
        />
      </label>
      {busy && (
        <div
          role="progressbar"
          aria-label={DISPUTE_SENDING_LABEL}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent === null ? undefined : Math.round(percent)}
          className="dispute-form__bar"
        >
          <span style={{ width: `${String(percent ?? 30)}%` }} />
        </div>
      )}
      {problem && <Banner severity="error">{problem}</Banner>}
      <div className="receipt-question__actions">
        <Button type="submit" size="small" loading={busy}>
          {SEND_TEXT}
        </Button>
        <Button variant="plain" size="small" onClick={onCancel} disabled={busy}>
          {CANCEL_TEXT}
        </Button>
      </div>
    </form>
  );
}
