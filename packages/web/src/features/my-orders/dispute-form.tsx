import {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_TEXT_MESSAGE,
  PHOTO_MESSAGES,
  disputeTextSchema,
  isAcceptedImageFile,
} from '@flowers/domain';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import { Alert, Button, Chip, LinearProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { answerErrorText } from '../../lib/answer-error-text';
import { useOpenDispute } from './api/safe-deal-answers';
import { CANCEL_TEXT, SEND_TEXT } from '../../texts/common';
import {
  DISPUTE_PHOTOS_LABEL,
  DISPUTE_SENDING_LABEL,
  DISPUTE_TEXT_LABEL,
  addDisputePhotosText,
  tooManyPhotosText,
} from '../../texts/payments';

/** «Есть проблема»: text and photos; a failed send keeps both so nothing is typed twice. */
export function DisputeForm({ orderId, onCancel }: { orderId: number; onCancel: () => void }) {
  const dispute = useOpenDispute();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
        onProgress: ({ fraction }) => setPercent(fraction === null ? null : fraction * 100),
      },
      { onError: (error) => setProblem(answerErrorText(error)) },
    );
  };

  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <TextField
        label={DISPUTE_TEXT_LABEL}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={DISPUTE_TEXT_MESSAGE}
        disabled={dispute.isPending}
      />
      {photos.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.5 }}
          aria-label={DISPUTE_PHOTOS_LABEL}
        >
          {photos.map((photo, index) => (
            <Chip
              key={`${photo.name}-${String(index)}`}
              label={photo.name}
              size="small"
              onDelete={
                dispute.isPending
                  ? undefined
                  : () => setPhotos(photos.filter((_, other) => other !== index))
              }
            />
          ))}
        </Stack>
      )}
      <Button
        component="label"
        size="small"
        startIcon={<AddAPhotoOutlinedIcon />}
        disabled={dispute.isPending || photos.length >= DISPUTE_PHOTOS_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addDisputePhotosText(photos.length, DISPUTE_PHOTOS_MAX)}
        <input
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          hidden
          aria-label={DISPUTE_PHOTOS_LABEL}
          onChange={pick}
        />
      </Button>
      {dispute.isPending && (
        <LinearProgress
          aria-label={DISPUTE_SENDING_LABEL}
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
        />
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disableElevation disabled={dispute.isPending}>
          {SEND_TEXT}
        </Button>
        <Button onClick={onCancel} disabled={dispute.isPending}>
          {CANCEL_TEXT}
        </Button>
      </Stack>
    </Stack>
  );
}
