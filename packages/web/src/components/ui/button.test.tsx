import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('ignores presses and says it is busy while loading', async () => {
    const save = vi.fn();
    render(
      <Button loading onClick={save}>
        Сохранить
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(button);

    expect(save).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the text as written: no upper-casing in the markup', () => {
    render(<Button variant="destructive">Удалить объявление</Button>);

    expect(screen.getByRole('button')).toHaveTextContent('Удалить объявление');
  });
});
