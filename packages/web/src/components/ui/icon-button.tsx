import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  'aria-label': string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  tone?: 'default' | 'accent' | 'destructive' | 'overlay';
};

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
