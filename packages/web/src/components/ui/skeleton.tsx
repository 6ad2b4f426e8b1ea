import type { CSSProperties } from 'react';
import { classNames } from './class-names';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'block' | 'round' | 'text';
  className?: string;
}

export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={classNames('ui-skeleton', `ui-skeleton--${shape}`, className)}
      style={{ width, height }}
    />
  );
}
