import { classNames } from './class-names';

interface SpinnerProps {
  /** Without it the spinner is decoration. */
  label?: string;
  size?: number;
  className?: string;
}

export function Spinner({ label, size = 24, className }: SpinnerProps) {
  return (
    <span
      className={classNames('ui-spinner', className)}
      style={{ width: size, height: size }}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
