import { GALLERY_THUMB_PX } from '../../config/ui';
import { Box, ButtonBase } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { GalleryPhoto } from './gallery-photo';
import { THUMBNAILS_LABEL, photoOfLabel } from '../../texts/ads';

const Thumb = styled('img')({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

interface GalleryThumbnailsProps {
  photos: readonly GalleryPhoto[];
  selected: number;
  onSelect: (index: number) => void;
}

export function GalleryThumbnails({ photos, selected, onSelect }: GalleryThumbnailsProps) {
  return (
    <Box
      role="group"
      aria-label={THUMBNAILS_LABEL}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 1, justifyContent: 'center' }}
    >
      {photos.map((photo, index) => (
        <ButtonBase
          key={`${photo.thumb}-${index}`}
          aria-label={photoOfLabel(index + 1, photos.length)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => {
            onSelect(index);
          }}
          sx={{
            flexShrink: 0,
            width: GALLERY_THUMB_PX,
            height: GALLERY_THUMB_PX,
            borderRadius: 1,
            overflow: 'hidden',
            border: 2,
            borderColor: index === selected ? 'primary.main' : 'transparent',
            opacity: index === selected ? 1 : 0.7,
          }}
        >
          <Thumb
            src={photo.thumb}
            alt=""
            width={GALLERY_THUMB_PX}
            height={GALLERY_THUMB_PX}
            loading="lazy"
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
