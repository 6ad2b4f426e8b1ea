import './ui-more.css';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { classNames } from './class-names';

interface SectionProps {
  title?: ReactNode;
  footer?: ReactNode;
  padded?: boolean;
  className?: string;
  children: ReactNode;
}

export function Section({ title, footer, padded = false, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section
      className={classNames('ui-section', className)}
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <h2 id={titleId} className="ui-section__title">
          {title}
        </h2>
      )}
      <div className={classNames('ui-section__body', padded && 'ui-section__body--padded')}>
        {children}
      </div>
      {footer && <p className="ui-section__footer">{footer}</p>}
    </section>
  );
}
