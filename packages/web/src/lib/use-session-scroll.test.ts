import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionScroll } from './use-session-scroll';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  scrolledTo(0);
});

describe('useSessionScroll (spec §2 scroll memory)', () => {
  it('stores the position in session storage when the screen is left', () => {
    const view = renderHook(() => {
      useSessionScroll('catalog', true);
    });
    scrolledTo(840);

    view.unmount();

    expect(sessionStorage.getItem('flowers/scroll/catalog')).toBe('840');
  });

  it('restores it once the content is ready, not before', () => {
    sessionStorage.setItem('flowers/scroll/catalog', '840');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const view = renderHook(
      ({ ready }) => {
        useSessionScroll('catalog', ready);
      },
      { initialProps: { ready: false } },
    );
    expect(scrollTo).not.toHaveBeenCalled();

    view.rerender({ ready: true });
    view.rerender({ ready: true });

    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 840);
  });
});
