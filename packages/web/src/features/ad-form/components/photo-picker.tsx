import { PHOTO_MAX_COUNT } from '@flowers/domain';
import type { ChangeEvent } from 'react';
import { Banner, PhotoIcon, buttonClassName } from '../../../components/ui';
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
    // So that picking the same file again after deleting it fires change again.
    event.target.value = '';
    onAdd(files);
  };

  return (
    <fieldset className="photo-picker">
      <div className="photo-picker__head">
        <legend className="photo-picker__legend">{PHOTO_TEXT}</legend>
        <span className="photo-picker__count">{countOfText(photos.length, PHOTO_MAX_COUNT)}</span>
      </div>
      <div className="photo-picker__row">
        <ul aria-label={PICKED_PHOTOS_LABEL} className="photo-picker__tiles">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              name={photo.name}
              previewUrl={photo.previewUrl}
              position={index + 1}
              disabled={disabled}
              onRemove={() => {
                onRemove(photo.id);
              }}
            />
          ))}
        </ul>
        {!full && (
          <label
            className={buttonClassName({ variant: 'secondary' }, 'photo-picker__add')}
            aria-disabled={disabled || undefined}
          >
            <PhotoIcon />
            <span>{ADD_PHOTO_TEXT}</span>
            <input
              type="file"
              accept={ACCEPT}
              multiple
              hidden
              onChange={pick}
              disabled={disabled}
            />
          </label>
        )}
      </div>
      {error && <Banner severity="error">{error}</Banner>}
    </fieldset>
  );
}
