import type { FormEvent, ReactNode } from 'react';
import './components.css';

interface FormStackProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLElement>) => unknown;
  children: ReactNode;
  /** Set to submit it from outside, e.g. from Telegram's MainButton. */
  id?: string;
}

/** The app checks the rules, not the browser. */
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
