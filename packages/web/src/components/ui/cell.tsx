import './ui-more.css';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '../../router/link';
import { classNames } from './class-names';
import { ChevronRightIcon } from './more-icons';

interface CellProps {
  before?: ReactNode;
  children: ReactNode;
  subtitle?: ReactNode;
  after?: ReactNode;
  to?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  destructive?: boolean;
  className?: string;
}

export function Cell(props: CellProps) {
  const { before, children, subtitle, after, to, onClick, destructive, className } = props;
  const interactive = to !== undefined || onClick !== undefined;
  const content = (
    <>
      {before && <span className="ui-cell__before">{before}</span>}
      <span className="ui-cell__main">
        <span className="ui-cell__title">{children}</span>
        {subtitle && <span className="ui-cell__subtitle">{subtitle}</span>}
      </span>
      {after && <span className="ui-cell__after">{after}</span>}
      {to !== undefined && <ChevronRightIcon className="ui-cell__chevron" size={20} />}
    </>
  );
  const classes = classNames(
    'ui-cell',
    interactive && 'ui-cell--interactive',
    destructive && 'ui-cell--destructive',
    className,
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={classes}>{content}</div>;
}
