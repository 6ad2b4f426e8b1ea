import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface PageProps {
  /** The screen's heading (h1); Telegram's own header already shows the app name. */
  title?: ReactNode;
  /** Next to the title, e.g. a count or a button. */
  titleAfter?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A screen's content column: side padding, the heading, sections below. */
export function Page({ title, titleAfter, className, children }: PageProps) {
  return (
    <div className={classNames('ui-page', className)}>
      {title && (
        <div className="ui-page__head">
          <h1 className="ui-page__title">{title}</h1>
          {titleAfter}
        </div>
      )}
      {children}
    </div>
  );
}
