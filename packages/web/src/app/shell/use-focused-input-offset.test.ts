import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusedInputOffset } from './use-focused-input-offset';

function touchScreen(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useFocusedInputOffset (spec §2)', () => {
  it('scrolls a focused field to about 120 px below the top within 300 ms', () => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    touchScreen(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderHook(() => {
      useFocusedInputOffset();
    });
    const field = document.createElement('input');
    document.body.append(field);
    vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ top: 520 } as DOMRect);

    field.focus();
    vi.advanceTimersByTime(250 + 300 + 50);

    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
  });

  it('leaves the page alone on a mouse-driven screen, which has no on-screen keyboard', () => {
    vi.useFakeTimers();
    touchScreen(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderHook(() => {
      useFocusedInputOffset();
    });
    const field = document.createElement('input');
    document.body.append(field);

    field.focus();
    vi.advanceTimersByTime(1000);

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves checkboxes alone', () => {
    vi.useFakeTimers();
    touchScreen(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderHook(() => {
      useFocusedInputOffset();
    });
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);

    box.focus();
    vi.advanceTimersByTime(1000);

    expect(scrollTo).not.toHaveBeenCalled();
  });
});
