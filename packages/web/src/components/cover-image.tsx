import { Box } from '@mui/material';

interface CoverImageProps {
  src: string | undefined;
  alt: string;
  maxHeight: number;
}

/** A bouquet's photo across the screen's width; nothing when there is none. */
export function CoverImage({ src, alt, maxHeight }: CoverImageProps) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 1, maxHeight, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}
