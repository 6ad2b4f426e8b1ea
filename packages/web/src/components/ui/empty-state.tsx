import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface EmptyStateProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** `h1` when the state is the whole screen, so the screen keeps its heading. */
  titleAs?: 'p' | 'h1' | 'h2';
  className?: string;
}

export function EmptyState(props: EmptyStateProps) {
  const { title, subtitle, icon, action, titleAs: Title = 'p', className } = props;
  return (
    <div className={classNames('ui-state', className)}>
      {icon && <span className="ui-state__icon">{icon}</span>}
      <Title className="ui-state__title">{title}</Title>
      {subtitle && <p className="ui-state__subtitle">{subtitle}</p>}
      {action && <div className="ui-state__action">{action}</div>}
    </div>
  );
}
