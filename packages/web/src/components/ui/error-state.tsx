import { RETRY_TEXT } from '../../texts/common';
import { Button } from './button';
import { AlertCircleIcon } from './icons';

interface ErrorStateProps {
  title: string;
  subtitle?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ title, subtitle, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="ui-state" role="alert">
      <span className="ui-state__icon ui-state__icon--error">
        <AlertCircleIcon size={40} />
      </span>
      <p className="ui-state__title">{title}</p>
      {subtitle && <p className="ui-state__subtitle">{subtitle}</p>}
      {onRetry && (
        <div className="ui-state__action">
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {RETRY_TEXT}
          </Button>
        </div>
      )}
    </div>
  );
}
