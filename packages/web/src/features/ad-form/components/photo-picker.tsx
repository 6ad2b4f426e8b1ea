import { PHOTO_MAX_COUNT } from '@flowers/domain';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import type { SelectedPhoto } from '../use-photo-selection';
import { PhotoTile } from './photo-tile';
import { ADD_PHOTO_TEXT, PICKED_PHOTOS_LABEL } from '../../../texts/ads';
import { PHOTO_TEXT, countOfText } from '../../../texts/common';

// HEIC is listed by extension: some pickers do not map it to image/*.
const ACCEPT = 'image/*,.heic,.heif';

interface PhotoPickerProps {
  photos: readonly SelectedPhoto[];
  error: string | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

export function PhotoPicker({ photos, error, disabled, onAdd, onRemove }: PhotoPickerProps) {
  const full = photos.length >= PHOTO_MAX_COUNT;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after deleting it fires change again.
    event.target.value = '';
    onAdd(files);
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {PHOTO_TEXT}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countOfText(photos.length, PHOTO_MAX_COUNT)}
        </Typography>
      </Box>
      {photos.length > 0 && (
        <Box
          component="ul"
          aria-label={PICKED_PHOTOS_LABEL}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              name={photo.file.name}
              previewUrl={photo.previewUrl}
              position={index + 1}
              disabled={disabled}
              onRemove={() => onRemove(photo.id)}
            />
          ))}
        </Box>
      )}
      <Button
        component="label"
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        disabled={disabled || full}
        sx={{ alignSelf: 'flex-start' }}
      >
        {ADD_PHOTO_TEXT}
        <input type="file" accept={ACCEPT} multiple hidden onChange={pick} disabled={disabled} />
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
