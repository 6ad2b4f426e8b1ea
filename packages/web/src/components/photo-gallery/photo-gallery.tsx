import { formatRubles } from '@flowers/domain';
import { GALLERY_MAX_WIDTH_PX, GALLERY_PHOTO_HEIGHT_PX } from '../../config/ui';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { setVerticalSwipes } from '../../telegram/init';
import type { GalleryPhoto } from './gallery-photo';
import { GalleryThumbnails } from './gallery-thumbnails';
import { NEXT_PHOTO_LABEL, PREVIOUS_PHOTO_LABEL, galleryPhotoAlt } from '../../texts/ads';
import { CLOSE_LABEL } from '../../texts/common';

export interface GalleryAd {
  title: string;
  price: number;
  description: string | null;
  photos: readonly GalleryPhoto[];
}

interface PhotoGalleryProps {
  ad: GalleryAd;
  onClose: () => void;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/** The ad photo overlay of spec §1; renders nothing for an ad without photos. */
export function PhotoGallery({ ad, onClose }: PhotoGalleryProps) {
  const [selected, setSelected] = useState(0);
  const titleId = useId();
  const count = ad.photos.length;

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
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: GALLERY_MAX_WIDTH_PX, m: 1, width: 'calc(100% - 16px)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {ad.title}
        </Typography>
        <IconButton aria-label={CLOSE_LABEL} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          height: GALLERY_PHOTO_HEIGHT_PX,
          bgcolor: 'action.hover',
          mt: 1,
        }}
      >
        <Box
          component="img"
          src={photo?.src}
          alt={galleryPhotoAlt(ad.title, selected + 1, count)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        {count > 1 && (
          <>
            <IconButton
              aria-label={PREVIOUS_PHOTO_LABEL}
              onClick={() => step(-1)}
              sx={{ ...arrowSx, left: 8 }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={NEXT_PHOTO_LABEL}
              onClick={() => step(1)}
              sx={{ ...arrowSx, right: 8 }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <GalleryThumbnails photos={ad.photos} selected={selected} onSelect={setSelected} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatRubles(ad.price)}
        </Typography>
        {ad.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
            {ad.description}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
