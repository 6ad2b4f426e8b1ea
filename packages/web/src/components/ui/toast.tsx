import { CLOSE_LABEL } from '../../texts/common';
import { classNames } from './class-names';
import { SEVERITY_ICONS, type Severity } from './banner';
import { CloseIcon } from './icons';

interface ToastProps {
  message: string;
  severity: Severity;
  onClose: () => void;
}

export function Toast({ message, severity, onClose }: ToastProps) {
  const Icon = SEVERITY_ICONS[severity];
  return (
    // Announced at once, whatever its severity: a toast is gone again within seconds.
    <div role="alert" className={classNames('ui-toast', `ui-toast--${severity}`)}>
      <Icon size={20} className="ui-toast__icon" />
      <span className="ui-toast__message">{message}</span>
      <button type="button" className="ui-toast__close" aria-label={CLOSE_LABEL} onClick={onClose}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
