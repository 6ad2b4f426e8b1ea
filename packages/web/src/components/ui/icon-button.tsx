import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** What the button does, for screen readers: it shows only an icon. */
  'aria-label': string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  /** `overlay` sits on photos: a translucent dark circle. */
  tone?: 'default' | 'accent' | 'destructive' | 'overlay';
};

/** A 44×44 touch target around a 24 px icon. */
export function IconButton({ tone = 'default', className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classNames('ui-icon-button', `ui-icon-button--${tone}`, className)}
    >
      {children}
    </button>
  );
}
