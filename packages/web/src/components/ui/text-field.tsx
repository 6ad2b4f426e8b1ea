import './ui-more.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldProps } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
    ref?: Ref<HTMLInputElement>;
    describedBy?: string;
  };

export function TextField(props: TextFieldProps) {
  const { label, helper, error, required, id, describedBy, ...input } = props;
  const ids = useFieldIds({ label, helper, error }, id);
  const description = [ids.describedBy, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame {...{ label, helper, error, required }} {...ids}>
      <input
        {...input}
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        className="ui-input"
      />
    </FieldFrame>
  );
}
