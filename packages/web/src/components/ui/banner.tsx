import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

export type Severity = 'success' | 'warning' | 'error' | 'info';

interface BannerProps {
  severity: Severity;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

export const SEVERITY_ICONS = {
  success: CheckCircleIcon,
  warning: AlertCircleIcon,
  error: AlertCircleIcon,
  info: InfoIcon,
} as const;

/** Errors are announced. */
export function Banner({ severity, children, action, className }: BannerProps) {
  const Icon = SEVERITY_ICONS[severity];
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={classNames('ui-banner', `ui-banner--${severity}`, className)}
    >
      <Icon size={20} className="ui-banner__icon" />
      <div className="ui-banner__text">{children}</div>
      {action}
    </div>
  );
}
