interface CoverImageProps {
  src: string | undefined;
  alt: string;
  maxHeight: number;
}

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
