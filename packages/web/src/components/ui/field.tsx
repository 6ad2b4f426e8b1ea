import './ui-more.css';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface FieldProps {
  label: ReactNode;
  helper?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
}

export function useFieldIds(props: FieldProps, id?: string): FieldIds & { messageId: string } {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(props.error) || Boolean(props.helper);
  return { inputId, messageId, describedBy: hasMessage ? messageId : undefined };
}

interface FieldFrameProps extends FieldProps {
  inputId: string;
  messageId: string;
  children: ReactNode;
}

export function FieldFrame(props: FieldFrameProps) {
  const { label, helper, error, required, inputId, messageId, children } = props;
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children}
      {(error || helper) && (
        <p id={messageId} className="ui-field__message">
          {error || helper}
        </p>
      )}
    </div>
  );
}
