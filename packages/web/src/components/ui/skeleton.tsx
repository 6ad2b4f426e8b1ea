import type { CSSProperties } from 'react';
import { classNames } from './class-names';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `round` for avatars, `text` for a line of text. */
  shape?: 'block' | 'round' | 'text';
  className?: string;
}

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={classNames('ui-skeleton', `ui-skeleton--${shape}`, className)}
      style={{ width, height }}
    />
  );
}
