import { KEYBOARD_SHRINK_PX } from '../../config/ui';
import { useEffect, useState } from 'react';

// These take focus without raising the on-screen keyboard.
const KEYLESS_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUT_TYPES.has(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable
  );
}

function useTextEntryFocused(): boolean {
  const [focused, setFocused] = useState(() => isTextEntry(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      setFocused(isTextEntry(event.target));
    };
    const onFocusOut = (event: FocusEvent) => {
      setFocused(isTextEntry(event.relatedTarget));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return focused;
}

function useViewportShrunk(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    // The tallest visual viewport at the current width is the keyboard-free one.
    let width = viewport.width;
    let fullHeight = viewport.height;
    const onResize = () => {
      if (viewport.width !== width) {
        width = viewport.width;
        fullHeight = viewport.height;
      }
      fullHeight = Math.max(fullHeight, viewport.height);
      setShrunk(fullHeight - viewport.height > KEYBOARD_SHRINK_PX);
    };
    viewport.addEventListener('resize', onResize);
    return () => {
      viewport.removeEventListener('resize', onResize);
    };
  }, []);
  return shrunk;
}

/** spec §2 shell. */
export function useKeyboardOpen(): boolean {
  const focused = useTextEntryFocused();
  const shrunk = useViewportShrunk();
  return focused || shrunk;
}
