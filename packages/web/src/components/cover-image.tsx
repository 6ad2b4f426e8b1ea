interface CoverImageProps {
  src: string | undefined;
  alt: string;
  maxHeight: number;
}

/** A bouquet's photo across the screen's width; nothing when there is none. */
export function CoverImage({ src, alt, maxHeight }: CoverImageProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      style={{
        display: 'block',
        width: '100%',
        maxHeight,
        objectFit: 'cover',
        borderRadius: 'var(--ui-radius-small)',
      }}
    />
  );
}
