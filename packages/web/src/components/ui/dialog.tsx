import './ui-more.css';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';
import { useModalFocus } from './use-modal-focus';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, a tap outside or the system back close it. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, the main one last. */
  actions?: ReactNode;
  /** `sheet` rises from the bottom edge (forms, pickers); `alert` sits centred (questions). */
  kind?: 'alert' | 'sheet';
}

/** A modal over the screen; in Telegram, questions go to its native popup instead. */
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
