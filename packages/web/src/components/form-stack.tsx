import { Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  /** Usually react-hook-form's handleSubmit(...), which checks the rules itself. */
  onSubmit: (event: FormEvent<HTMLElement>) => unknown;
  children: ReactNode;
}

/** A form of stacked fields whose rules the app checks, not the browser. */
export function FormStack({ label, onSubmit, children }: FormStackProps) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={label}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      {children}
    </Stack>
  );
}
