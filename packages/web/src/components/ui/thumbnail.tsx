import './ui-more.css';
import type { ReactNode } from 'react';
import { classNames } from './class-names';

type ThumbnailProps = {
  src: string | undefined;
  sizePx: number;
  lazy?: boolean;
  className?: string;
  placeholder?: ReactNode;
};

export function Thumbnail({ src, sizePx, lazy = false, className, placeholder }: ThumbnailProps) {
  const size = { width: sizePx, height: sizePx };
  if (!src) {
    return (
      <span className={classNames('ui-thumb', className)} style={size}>
        {placeholder}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      {...size}
      loading={lazy ? 'lazy' : undefined}
      className={classNames('ui-thumb', className)}
      style={size}
    />
  );
}
