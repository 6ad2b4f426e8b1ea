import { FOCUSED_INPUT_OFFSET_PX, FOCUS_SCROLL_MS } from '../../config/ui';
import { useEffect } from 'react';
import { isTextEntry } from './use-keyboard-open';

// The on-screen keyboard takes a moment to open and shrink the viewport.
const KEYBOARD_SETTLE_MS = 250;

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** spec §2: about 120 px below the top, scrolling in 300 ms. */
export function useFocusedInputOffset(): void {
  useEffect(() => {
    let timer = 0;
    let frame = 0;
    const scrollBy = (delta: number) => {
      const from = window.scrollY;
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / FOCUS_SCROLL_MS);
        window.scrollTo(0, from + delta * easeInOut(t));
        if (t < 1) frame = requestAnimationFrame(step);
      };
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(step);
    };
    const onFocusIn = (event: FocusEvent) => {
      // Only touch screens raise an on-screen keyboard.
      if (typeof window.matchMedia !== 'function') return;
      if (!window.matchMedia('(pointer: coarse)').matches) return;
      const field = event.target;
      if (!isTextEntry(field) || !(field instanceof HTMLElement)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const delta = field.getBoundingClientRect().top - FOCUSED_INPUT_OFFSET_PX;
        if (Math.abs(delta) > 1) scrollBy(delta);
      }, KEYBOARD_SETTLE_MS);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, []);
}
