import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldProps } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input whose hint and error are read with it. */
export function TextField({ label, helper, error, required, id, ...input }: TextFieldProps) {
  const ids = useFieldIds({ label, helper, error }, id);
  return (
    <FieldFrame {...{ label, helper, error, required }} {...ids}>
      <input
        {...input}
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="ui-input"
      />
    </FieldFrame>
  );
}
