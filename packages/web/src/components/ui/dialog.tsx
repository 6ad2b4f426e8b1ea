import './ui-more.css';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';
import { useModalFocus } from './use-modal-focus';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  kind?: 'alert' | 'sheet';
}

/** In Telegram, questions go to its native popup instead. */
export function Dialog({ open, title, onClose, children, actions, kind = 'alert' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(open, panel);
  if (!open) return null;
  return createPortal(
    <div
      className={classNames('ui-dialog', `ui-dialog--${kind}`)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="ui-dialog__backdrop" onClick={onClose} aria-hidden />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="ui-dialog__panel"
      >
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        {children && <div className="ui-dialog__body">{children}</div>}
        {actions && <div className="ui-dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
