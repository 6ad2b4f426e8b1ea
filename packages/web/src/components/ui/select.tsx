import './ui-more.css';
import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldProps } from './field';
import { ChevronDownIcon } from './more-icons';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    ref?: Ref<HTMLSelectElement>;
  };

/** The platform's own picker (a wheel on iOS, a sheet on Android). */
export function Select({ label, helper, error, required, id, options, ...select }: SelectProps) {
  const ids = useFieldIds({ label, helper, error }, id);
  return (
    <FieldFrame {...{ label, helper, error, required }} {...ids}>
      <span className="ui-select">
        <select
          {...select}
          id={ids.inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="ui-input"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="ui-select__arrow" size={18} />
      </span>
    </FieldFrame>
  );
}
