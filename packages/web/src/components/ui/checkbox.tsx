import './ui-more.css';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  kind?: 'checkbox' | 'switch';
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, kind = 'checkbox', className, ...input }: CheckboxProps) {
  return (
    <label className={classNames('ui-check', `ui-check--${kind}`, className)}>
      <input
        type="checkbox"
        role={kind === 'switch' ? 'switch' : undefined}
        {...input}
        className="ui-check__input"
      />
      <span className="ui-check__box" aria-hidden />
      <span className="ui-check__label">{label}</span>
    </label>
  );
}

export function Switch(props: Omit<CheckboxProps, 'kind'>) {
  return <Checkbox {...props} kind="switch" />;
}
