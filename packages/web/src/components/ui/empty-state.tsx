import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface EmptyStateProps {
  title: string;
  subtitle?: ReactNode;
  /** A picture above the title, e.g. an icon. */
  icon?: ReactNode;
  /** Where to go from here, e.g. a «В каталог» button. */
  action?: ReactNode;
  className?: string;
}

/** What a screen shows when it has nothing to list. */
export function EmptyState({ title, subtitle, icon, action, className }: EmptyStateProps) {
  return (
    <div className={classNames('ui-state', className)}>
      {icon && <span className="ui-state__icon">{icon}</span>}
      <p className="ui-state__title">{title}</p>
      {subtitle && <p className="ui-state__subtitle">{subtitle}</p>}
      {action && <div className="ui-state__action">{action}</div>}
    </div>
  );
}
