import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePinchZoom } from './use-pinch-zoom';

function Photo() {
  const zoom = usePinchZoom();
  return (
    <div data-testid="frame" {...zoom.handlers}>
      <img alt="Пионы" src="/media/a.webp" />
    </div>
  );
}

// jsdom has no PointerEvent: without one, fireEvent drops pointerId and the coordinates.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
});

const touch = (pointerId: number, clientX: number) => ({ pointerId, clientX, clientY: 100 });

describe('pinch to zoom on the bouquet photo', () => {
  it('zooms with two fingers apart and springs back when they lift', () => {
    render(<Photo />);
    const frame = screen.getByTestId('frame');
    const photo = screen.getByRole('img', { name: 'Пионы' });

    fireEvent.pointerDown(frame, touch(1, 100));
    fireEvent.pointerDown(frame, touch(2, 200));
    fireEvent.pointerMove(frame, touch(2, 300));
    expect(photo.style.transform).toBe('scale(2)');

    fireEvent.pointerUp(frame, touch(2, 300));
    expect(photo.style.transform).toBe('');
  });

  it('leaves the photo as it is under one finger', () => {
    render(<Photo />);
    const frame = screen.getByTestId('frame');

    fireEvent.pointerDown(frame, touch(1, 100));
    fireEvent.pointerMove(frame, touch(1, 300));

    expect(screen.getByRole('img', { name: 'Пионы' }).style.transform).toBe('');
  });
});
