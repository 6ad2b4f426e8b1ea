import { ORDER_STAGE_LABELS, PHOTO_MESSAGES, isAcceptedImageFile } from '@flowers/domain';
import {
  PHOTO_UPLOAD_FAILED_TEXT,
  stagePhotoAlt,
  stagePhotoInputLabel,
  stagePhotoUploadingLabel,
} from '../../../texts/orders';
import type { OrderPhotoStage } from '@flowers/domain';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useUploadOrderPhoto } from '../../../api/upload-order-photo';
import { alertFailure } from '../../../lib/alert-failure';
import { showAlert } from '../../../telegram/init';

interface StagePhotoUploadProps {
  orderId: number;
  orderNumber: string;
  stage: OrderPhotoStage;
  photoUrl: string | undefined;
}

const THUMB_PX = 56;

/** One of the three delivery stages (spec §9): its photo, and a button to (re)place it. */
export function StagePhotoUpload({ orderId, orderNumber, stage, photoUrl }: StagePhotoUploadProps) {
  const upload = useUploadOrderPhoto();
  const [percent, setPercent] = useState<number | null>(null);
  const label = ORDER_STAGE_LABELS[stage];

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    if (!isAcceptedImageFile(photo)) {
      await showAlert(PHOTO_MESSAGES.notImage);
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
    } catch (error) {
      await alertFailure(PHOTO_UPLOAD_FAILED_TEXT, error);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'stretch', minWidth: 0 }}>
      {photoUrl && (
        <Box
          component="img"
          src={photoUrl}
          alt={stagePhotoAlt(label, orderNumber)}
          sx={{ width: THUMB_PX, height: THUMB_PX, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Button
        component="label"
        size="small"
        variant={photoUrl ? 'text' : 'outlined'}
        startIcon={<AddAPhotoOutlinedIcon />}
        disabled={upload.isPending}
        fullWidth
        // A finger-sized target whose label wraps inside it rather than running into the next.
        sx={{ minHeight: 44, justifyContent: 'flex-start', textAlign: 'left', lineHeight: 1.2 }}
      >
        {label}
        <input
          type="file"
          accept="image/*,.heic,.heif"
          hidden
          aria-label={stagePhotoInputLabel(label, orderNumber)}
          onChange={(event) => void pick(event)}
        />
      </Button>
      {upload.isPending && (
        <LinearProgress
          sx={{ width: 1 }}
          aria-label={stagePhotoUploadingLabel(label)}
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
        />
      )}
    </Stack>
  );
}
