import './ui-more.css';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldProps } from './field';

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextArea({
  label,
  helper,
  error,
  required,
  id,
  rows = 3,
  ...input
}: TextAreaProps) {
  const ids = useFieldIds({ label, helper, error }, id);
  return (
    <FieldFrame {...{ label, helper, error, required }} {...ids}>
      <textarea
        rows={rows}
        {...input}
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="ui-input ui-input--multiline"
      />
    </FieldFrame>
  );
}
