import { PHOTO_TILE_PX } from '../../../config/ui';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { deletePhotoLabel, photoAlt } from '../../../texts/ads';

interface PhotoTileProps {
  name: string;
  previewUrl: string;
  position: number;
  disabled: boolean;
  onRemove: () => void;
}

/** An 88 px preview of a picked photo with its delete button (spec §2 "Create ad"). */
export function PhotoTile({ name, previewUrl, position, disabled, onRemove }: PhotoTileProps) {
  // Browsers other than Safari cannot draw HEIC; the server converts it, so show a placeholder.
  const [unreadable, setUnreadable] = useState(false);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        width: PHOTO_TILE_PX,
        height: PHOTO_TILE_PX,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        listStyle: 'none',
      }}
    >
      {unreadable ? (
        <Box
          sx={{
            height: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            p: 0.5,
          }}
        >
          <ImageOutlinedIcon color="action" />
          <Typography variant="caption" noWrap sx={{ maxWidth: 1 }}>
            {name}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={previewUrl}
          alt={photoAlt(position)}
          onError={() => setUnreadable(true)}
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      )}
      <IconButton
        size="small"
        aria-label={deletePhotoLabel(position)}
        disabled={disabled}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
