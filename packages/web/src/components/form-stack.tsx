import type { FormEvent, ReactNode } from 'react';
import './components.css';

interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  /** Usually react-hook-form's handleSubmit(...), which checks the rules itself. */
  onSubmit: (event: FormEvent<HTMLElement>) => unknown;
  children: ReactNode;
  /** Set to submit it from outside, e.g. from Telegram's MainButton (form.requestSubmit). */
  id?: string;
}

/** A form of stacked fields whose rules the app checks, not the browser. */
export function FormStack({ label, onSubmit, children, id }: FormStackProps) {
  return (
    <form
      id={id}
      noValidate
      aria-label={label}
      className="app-form"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
