import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

type FormTextFieldProps<TInput extends FieldValues, TOutput> = TextFieldProps & {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
  /** Rewrites what was typed before the form keeps it, e.g. groups a card's digits. */
  format?: (typed: string) => string;
};

/** A text field bound to a react-hook-form field, showing its rule's message under it. */
export function FormTextField<TInput extends FieldValues, TOutput>({
  control,
  name,
  format,
  ...textField
}: FormTextFieldProps<TInput, TOutput>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...textField}
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(format ? format(event.target.value) : event.target.value);
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? textField.helperText}
        />
      )}
    />
  );
}
