import { PHOTO_TILE_PX } from '../../../config/ui';
import { useState } from 'react';
import { CloseIcon, PhotoIcon } from '../../../components/ui';
import { deletePhotoLabel, photoAlt } from '../../../texts/ads';

interface PhotoTileProps {
  name: string;
  previewUrl: string;
  position: number;
  disabled: boolean;
  onRemove: () => void;
}

/** spec §2 "Create ad". */
export function PhotoTile({ name, previewUrl, position, disabled, onRemove }: PhotoTileProps) {
  // Browsers other than Safari cannot draw HEIC; the server converts it.
  const [unreadable, setUnreadable] = useState(false);
  return (
    <li className="photo-tile" style={{ width: PHOTO_TILE_PX, height: PHOTO_TILE_PX }}>
      {unreadable ? (
        <span className="photo-tile__placeholder">
          <PhotoIcon />
          <span className="photo-tile__name">{name}</span>
        </span>
      ) : (
        <img
          src={previewUrl}
          alt={photoAlt(position)}
          onError={() => {
            setUnreadable(true);
          }}
          className="photo-tile__image"
        />
      )}
      <button
        type="button"
        aria-label={deletePhotoLabel(position)}
        disabled={disabled}
        onClick={onRemove}
        className="ui-photo-button photo-tile__remove"
      >
        <span>
          <CloseIcon size={16} />
        </span>
      </button>
    </li>
  );
}
