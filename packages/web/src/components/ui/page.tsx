import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface PageProps {
  /** Telegram's own header already shows the app name. */
  title?: ReactNode;
  titleAfter?: ReactNode;
  className?: string;
  children: ReactNode;
}

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
