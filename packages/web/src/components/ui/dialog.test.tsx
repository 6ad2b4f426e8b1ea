import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

/** Placed after the dialog, its layout effect runs once the dialog's own have run. */
function FocusAtCommit({ seen }: { seen: (element: Element | null) => void }) {
  useLayoutEffect(() => {
    seen(document.activeElement);
  }, [seen]);
  return null;
}

describe('Dialog', () => {
  it('has focus inside in the same commit that shows it, before the next frame', () => {
    let focusedAtCommit: Element | null = null;
    render(
      <>
        <Dialog open title="Подтвердите отмену заказа" onClose={() => undefined}>
          <Button>Нет</Button>
        </Dialog>
        <FocusAtCommit
          seen={(element) => {
            focusedAtCommit = element;
          }}
        />
      </>,
    );

    expect(focusedAtCommit).toBe(screen.getByRole('button', { name: 'Нет' }));
  });
});
