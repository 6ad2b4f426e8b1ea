import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextArea, TextField } from './ui';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength' | 'required' | 'disabled'
>;

type FormTextFieldProps<TInput extends FieldValues, TOutput> = InputAttributes & {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
  label: ReactNode;
  helper?: ReactNode;
  rows?: number;
  format?: (typed: string) => string;
};

export function FormTextField<TInput extends FieldValues, TOutput>({
  control,
  name,
  format,
  rows,
  ...field
}: FormTextFieldProps<TInput, TOutput>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: bound, fieldState }) => {
        const shared = {
          name: bound.name,
          ref: bound.ref,
          onBlur: bound.onBlur,
          value: (bound.value as string | undefined) ?? '',
          error: fieldState.error?.message,
          onChange: (event: { target: { value: string } }) => {
            bound.onChange(format ? format(event.target.value) : event.target.value);
          },
        };
        return rows ? (
          <TextArea {...field} {...shared} rows={rows} />
        ) : (
          <TextField {...field} {...shared} />
        );
      }}
    />
  );
}
