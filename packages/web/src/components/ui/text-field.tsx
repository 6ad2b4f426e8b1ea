import './ui-more.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldProps } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
    ref?: Ref<HTMLInputElement>;
    /** Ids of more text that describes the field, read after its hint or error. */
    describedBy?: string;
  };

/** A labelled text input whose hint and error are read with it. */
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
