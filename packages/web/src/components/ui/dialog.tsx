import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';

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

function useFocusInside(open: boolean, panel: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, textarea, select, [data-autofocus], button',
    );
    first?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, [open, panel]);
}

/** A modal over the screen; in Telegram, questions go to its native popup instead. */
export function Dialog({ open, title, onClose, children, actions, kind = 'alert' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusInside(open, panel);
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
