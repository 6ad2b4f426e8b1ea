import { KEYBOARD_SHRINK_PX } from '../../config/ui';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardOpen } from './use-keyboard-open';

class FakeVisualViewport extends EventTarget {
  width = 390;
  height = 800;

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

describe('useKeyboardOpen', () => {
  it(`is true once the visual viewport shrinks by more than ${KEYBOARD_SHRINK_PX} px`, () => {
    const viewport = new FakeVisualViewport();
    vi.stubGlobal('visualViewport', viewport);
    const { result } = renderHook(() => useKeyboardOpen());

    act(() => {
      viewport.resize(390, 800 - KEYBOARD_SHRINK_PX);
    });
    expect(result.current).toBe(false);

    act(() => {
      viewport.resize(390, 800 - KEYBOARD_SHRINK_PX - 1);
    });
    expect(result.current).toBe(true);

    act(() => {
      viewport.resize(390, 800);
    });
    expect(result.current).toBe(false);
  });

  it('takes a rotated screen as the new full height rather than as a keyboard', () => {
    const viewport = new FakeVisualViewport();
    vi.stubGlobal('visualViewport', viewport);
    const { result } = renderHook(() => useKeyboardOpen());

    act(() => {
      viewport.resize(800, 390);
    });

    expect(result.current).toBe(false);
  });

  it('is true while a text field has focus, but not a checkbox', () => {
    const { result } = renderHook(() => useKeyboardOpen());
    const text = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const area = document.createElement('textarea');
    document.body.append(text, checkbox, area);

    fireEvent.focusIn(text);
    expect(result.current).toBe(true);
    fireEvent.focusOut(text, { relatedTarget: checkbox });
    expect(result.current).toBe(false);
    fireEvent.focusIn(area);
    expect(result.current).toBe(true);
    document.body.replaceChildren();
  });
});
