import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from '../../router/link';
import type { LinkProps } from '../../router/link';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'destructive';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  icon?: ReactNode;
}

export function buttonClassName(look: ButtonLook, className?: string): string {
  const { variant = 'primary', size = 'medium', fullWidth = false } = look;
  return classNames(
    'ui-button',
    `ui-button--${variant}`,
    size === 'small' && 'ui-button--small',
    fullWidth && 'ui-button--full',
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, icon, loading = false, className, children, ...rest } = props;
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled === true || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      {loading ? <Spinner size={18} /> : icon}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

export function ButtonLink(props: ButtonLinkProps) {
  const { variant, size, fullWidth, icon, className, children, ...rest } = props;
  return (
    <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {icon}
      <span className="ui-button__label">{children}</span>
    </Link>
  );
}
