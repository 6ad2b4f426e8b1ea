import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import { Box, ButtonBase } from '@mui/material';
import { styled } from '@mui/material/styles';
import { openPhotoLabel } from '../../texts/ads';

// The card size is 480 px wide (server photo variants); the box keeps 4:3 before it loads.
const CARD_PHOTO_WIDTH_PX = 480;
const CARD_PHOTO_HEIGHT_PX = 360;
export const CARD_PHOTO_ASPECT = `${CARD_PHOTO_WIDTH_PX} / ${CARD_PHOTO_HEIGHT_PX}`;

// A plain img: MUI's Box would take width and height as styles, not as the attributes that
// let the browser reserve the space before the photo arrives.
const Photo = styled('img')({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

interface AdCardPhotoProps {
  src: string | undefined;
  title: string;
  /** Above the fold: fetch at once and first, as the largest paint is one of these photos. */
  eager: boolean;
  onOpen: () => void;
}

export function AdCardPhoto({ src, title, eager, onOpen }: AdCardPhotoProps) {
  if (src === undefined) {
    return (
      <Box
        sx={{
          aspectRatio: CARD_PHOTO_ASPECT,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <LocalFloristOutlinedIcon fontSize="large" aria-hidden />
      </Box>
    );
  }
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={openPhotoLabel(title)}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: CARD_PHOTO_ASPECT,
        bgcolor: 'action.hover',
      }}
    >
      <Photo
        src={src}
        alt=""
        width={CARD_PHOTO_WIDTH_PX}
        height={CARD_PHOTO_HEIGHT_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </ButtonBase>
  );
}
