import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Телефон" helper="Например, +79991234567" />);

    const field = screen.getByRole('textbox', { name: 'Телефон' });
    expect(field).toHaveAccessibleDescription('Например, +79991234567');
    expect(field).toBeValid();
  });

  it('replaces the hint with the error and marks the field invalid', () => {
    render(<TextField label="Имя" helper="Как к вам обращаться" error="Введите имя" />);

    const field = screen.getByRole('textbox', { name: 'Имя' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Введите имя');
    expect(screen.queryByText('Как к вам обращаться')).not.toBeInTheDocument();
  });
});

describe('Select', () => {
  it('is a labelled combobox with the given options', () => {
    render(
      <Select
        label="Роль"
        options={[
          { value: 'user', label: 'Пользователь' },
          { value: 'admin', label: 'Администратор' },
        ]}
        defaultValue="admin"
      />,
    );

    expect(screen.getByRole('combobox', { name: 'Роль' })).toHaveValue('admin');
    expect(screen.getByRole('option', { name: 'Пользователь' })).toBeInTheDocument();
  });
});
