import './ui-more.css';
import type { ReactNode } from 'react';
import { classNames } from './class-names';

type ThumbnailProps = {
  src: string | undefined;
  sizePx: number;
  /** Below the first screen: the browser fetches it when it scrolls near. */
  lazy?: boolean;
  className?: string;
  /** Shown in the empty square when there is no photo. */
  placeholder?: ReactNode;
};

/** A list row's square photo, or an empty square of the same size while there is none. */
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
