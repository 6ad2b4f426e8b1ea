import './ui-more.css';
import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface ChipProps {
  children: ReactNode;
  icon?: ReactNode;
  selected?: boolean;
  onClick?: () => void;
  className?: string;
}

export function Chip({ children, icon, selected, onClick, className }: ChipProps) {
  const classes = classNames('ui-chip', selected && 'ui-chip--selected', className);
  if (!onClick) {
    return (
      <span className={classes}>
        {icon}
        {children}
      </span>
    );
  }
  return (
    <button type="button" className={classes} aria-pressed={selected} onClick={onClick}>
      {icon}
      {children}
    </button>
  );
}
